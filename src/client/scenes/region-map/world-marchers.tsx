import { useTick } from '@pixi/react';
import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { followWorld, useWorld, type WorldMarch } from '../../game/world-feed.ts';
import { useSession } from '../../session/session-store.ts';
import { reducedMotion } from '../shared/motion.ts';
import { crispTextResolution } from '../shared/webgl.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import { CAMP, lifeStepMs } from './map-life.tsx';
import { WORLD } from './map-layout.ts';
import { mapName } from './own-warlord-spot.ts';

/** How tall another player's Warlord stands on the map (world units): smaller than the player's own. */
const MARCHER_HEIGHT = 78;
/**
 * Another player's Warlord is drawn a little dimmer and cooler than the player's own (a tint over
 * its every part), so two of them side by side never read as one Warlord twice.
 */
export const MARCHER_TINT = 0xb9b6c8;
/**
 * Its name over its head: small plain letters on a dark tag, quieter than the player's own gold
 * serif name under its feet (own-warlord.tsx).
 */
const TAG_STYLE = new TextStyle({
  fontFamily: 'system-ui, "DejaVu Sans", sans-serif',
  fontSize: 22,
  fontWeight: 'bold',
  fill: '#e9e4d8',
});
const TAG_PAD = { x: 8, y: 3 };
/** How long a march takes from camp to region or back. */
const MARCH_MS = 9000;
/**
 * How long a marcher stays on the map once it arrives, fading over its last second: a minute at
 * its region; back at camp it goes in at once (standing there, beside the player's own Warlord at
 * home, it read as a copy of it).
 */
const stayMs = (heading: WorldMarch['heading']) => (heading === 'out' ? 60_000 : 1000);

/** A point of the march's curve (camp to region, bowed north like the player's own run path). */
export function marchPoint(region: number, heading: WorldMarch['heading'], t: number, lane: number) {
  const info = REGIONS[region - 1];
  const end = info ? { x: info.position.x * WORLD.width, y: info.position.y * WORLD.height } : CAMP;
  const mid = { x: (CAMP.x + end.x) / 2 + lane * 40, y: Math.min(CAMP.y, end.y) - 80 + lane * 30 };
  const u = heading === 'out' ? t : 1 - t;
  const at = (a: number, b: number, c: number) => (1 - u) * (1 - u) * a + 2 * (1 - u) * u * b + u * u * c;
  return { x: at(CAMP.x, mid.x, end.x), y: at(CAMP.y, mid.y, end.y) };
}

/** A small number from a name, so two marchers on one path walk apart. */
const laneOf = (name: string) => ([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7) % 5) - 2;

function Marcher({ march }: { march: WorldMarch }) {
  const node = useRef<Container>(null);
  const last = useRef(0);
  const lane = laneOf(march.name);
  const since = Date.parse(march.at);
  useTick(() => {
    const now = performance.now();
    if (!node.current || now - last.current < lifeStepMs()) return;
    last.current = now;
    const age = Date.now() - since;
    const t = reducedMotion() ? 1 : Math.min(1, Math.max(0, age / MARCH_MS));
    const p = marchPoint(march.region, march.heading, t, lane);
    node.current.position.set(p.x, p.y);
    node.current.alpha = Math.max(0, Math.min(1, (MARCH_MS + stayMs(march.heading) - age) / 1000));
  });
  const start = useMemo(() => marchPoint(march.region, march.heading, 0, lane), [march, lane]);
  const name = mapName(march.name);
  const tag = useMemo(() => {
    const m = CanvasTextMetrics.measureText(name, TAG_STYLE);
    return { width: m.width + 2 * TAG_PAD.x, height: m.height + 2 * TAG_PAD.y };
  }, [name]);
  const tagY = -MARCHER_HEIGHT - 8 - tag.height;
  const drawTag = useCallback(
    (g: Graphics) => {
      g.clear()
        .roundRect(-tag.width / 2, tagY, tag.width, tag.height, 6)
        .fill({ color: 0x1d1610, alpha: 0.72 });
    },
    [tag, tagY],
  );
  return (
    <pixiContainer ref={node} label={`marcher ${march.name}`} x={start.x} y={start.y} eventMode="none">
      <pixiContainer tint={MARCHER_TINT}>
        <WarlordFigure
          appliedTraits={march.appliedTraits}
          appliedItems={march.appliedItems}
          x={0}
          y={0}
          height={MARCHER_HEIGHT}
          idling={false}
        />
      </pixiContainer>
      <pixiGraphics draw={drawTag} />
      <pixiText
        label="name"
        text={name}
        anchor={{ x: 0.5, y: 0 }}
        y={tagY + TAG_PAD.y}
        style={TAG_STYLE}
        resolution={crispTextResolution()}
      />
    </pixiContainer>
  );
}

/**
 * Other players' Warlords marching to and from their regions, from the world's feed: at most
 * MAX_MARCHERS (the most recent), the player's own left out (its token stands on its own path),
 * each gone a minute after it reaches its region, or as it reaches the camp. Each is smaller and dimmer than the player's own, its name
 * on a small tag over its head, so none reads as a second copy of the player's Warlord.
 */
export function WorldMarchers() {
  useEffect(() => followWorld(), []);
  const me = useSession((s) => s.user?.username);
  const marches = useWorld((s) => s.marches);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 5000);
    return () => window.clearInterval(id);
  }, []);
  const shown = marches.filter((m) => m.name !== me && now - Date.parse(m.at) < MARCH_MS + stayMs(m.heading));
  return (
    <pixiContainer label="world-marchers">
      {shown.map((m) => (
        <Marcher key={`${m.name}:${m.id}`} march={m} />
      ))}
    </pixiContainer>
  );
}
