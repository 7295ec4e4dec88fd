import { useTick } from '@pixi/react';
import type { Text } from 'pixi.js';
import { memo, useRef } from 'react';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';
import { cooldownLeft } from '../../game/countdowns.ts';
import { crispTextResolution } from '../shared/webgl.ts';
import { EMBLEM_WORLD } from './map-layout.ts';
import { LABEL_STYLE, STATUS_STYLE } from './emblem-draw.ts';

/**
 * A region's words under its emblem: its title, and its status line (the rank it needs, its level,
 * or its cooldown, rewritten once a second from the ticker). Drawn in a layer of their own over
 * the Warlords, as a map's names are: a Warlord walking by never covers one (where it stands, it
 * stands clear of them: token-spot.ts).
 */
export const RegionWords = memo(function RegionWords(props: {
  region: RegionView;
  x: number;
  y: number;
  title: string;
}) {
  const { region } = props;
  const status = useRef<Text>(null);
  const lastSecond = useRef(-1);
  useTick(() => {
    const text = status.current;
    if (!text || region.locked) return;
    const second = Math.floor(Date.now() / 1000);
    if (second === lastSecond.current) return;
    lastSecond.current = second;
    const left = cooldownLeft(region, Date.now());
    text.text = left > 0 ? `Cooling ${remainingText(left)}` : `Level ${region.level}`;
  });
  const half = EMBLEM_WORLD / 2;
  return (
    <pixiContainer x={props.x} y={props.y} eventMode="none">
      <pixiText
        text={props.title}
        anchor={{ x: 0.5, y: 0 }}
        y={half + 4}
        style={LABEL_STYLE}
        resolution={crispTextResolution()}
      />
      <pixiText
        ref={status}
        text={region.locked ? `Rank ${region.rankRequired}` : `Level ${region.level}`}
        anchor={{ x: 0.5, y: 0 }}
        y={half + 44}
        style={STATUS_STYLE}
        resolution={crispTextResolution()}
      />
    </pixiContainer>
  );
});
