import { TextStyle, type Container, type Texture } from 'pixi.js';
import type { Ref } from 'react';
import type { Reward } from '../../api/types.ts';
import { rewardCaption, rewardColor, rewardGlyph } from './reward-art.ts';

const CAPTION = new TextStyle({
  fontFamily: 'system-ui, "DejaVu Sans", sans-serif',
  fontSize: 13,
  fontWeight: 'bold',
  fill: '#ffffff',
  align: 'center',
  wordWrap: true,
  wordWrapWidth: 96,
  stroke: { color: '#101418', width: 3, join: 'round' },
});
const GLYPH = new TextStyle({
  fontFamily: 'DejaVu Sans, sans-serif',
  fontSize: 34,
  fontWeight: 'bold',
  fill: '#ffffff',
});

/** One revealed reward: a tile bordered and glowing in its rarity colour, picture and caption. */
export function RewardCard({
  reward,
  texture,
  ref,
}: {
  reward: Reward;
  texture: Texture | undefined;
  ref?: Ref<Container>;
}) {
  const color = rewardColor(reward);
  return (
    <pixiContainer ref={ref} alpha={0}>
      <pixiGraphics
        draw={(g) =>
          g
            .clear()
            .circle(0, 0, 62)
            .fill({ color, alpha: 0.25 })
            .roundRect(-44, -44, 88, 88, 12)
            .fill(0x1b2129)
            .stroke({ color, width: 4 })
        }
      />
      {texture ? (
        <pixiSprite texture={texture} anchor={0.5} width={76} height={76} />
      ) : (
        <pixiText text={rewardGlyph(reward)} anchor={0.5} style={GLYPH} />
      )}
      <pixiText text={rewardCaption(reward)} anchor={{ x: 0.5, y: 0 }} y={50} style={CAPTION} />
    </pixiContainer>
  );
}
