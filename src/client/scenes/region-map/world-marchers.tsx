import { useTick } from '@pixi/react';
import type { Container } from 'pixi.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { followWorld, useWorld, type WorldMarch } from '../../game/world-feed.ts';
import { useSession } from '../../session/session-store.ts';
import { reducedMotion } from '../shared/motion.ts';
import { crispTextResolution } from '../shared/webgl.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import { LABEL_STYLE } from './emblem-draw.ts';
import { CAMP, lifeStepMs } from './map-life.tsx';
import { WORLD } from './map-layout.ts';

/** How tall another player's Warlord stands on the map (world units): smaller than the player's own. */
const MARCHER_HEIGHT = 78;
/** How long a march takes from camp to region or back. */
const MARCH_MS = 9000;
/** How long a marcher stays on the map once it arrives, fading over its last second. */
const STAY_MS = 60_000;

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
  const [named, setNamed] = useState(false);
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
    node.current.alpha = Math.max(0, Math.min(1, (MARCH_MS + STAY_MS - age) / 1000));
  });
  const start = useMemo(() => marchPoint(march.region, march.heading, 0, lane), [march, lane]);
  return (
    <pixiContainer
      ref={node}
      label={`marcher ${march.name}`}
      x={start.x}
      y={start.y}
      eventMode="static"
      cursor="pointer"
      onPointerOver={() => setNamed(true)}
      onPointerOut={() => setNamed(false)}
      onPointerTap={() => setNamed((n) => !n)}
    >
      <WarlordFigure
        appliedTraits={march.appliedTraits}
        appliedItems={march.appliedItems}
        x={0}
        y={0}
        height={MARCHER_HEIGHT}
        idling={false}
      />
      {named ? (
        <pixiText
          text={march.name}
          anchor={{ x: 0.5, y: 1 }}
          y={-MARCHER_HEIGHT - 6}
          scale={0.8}
          style={LABEL_STYLE}
          resolution={crispTextResolution()}
        />
      ) : null}
    </pixiContainer>
  );
}

/**
 * Other players' Warlords marching to and from their regions, from the world's feed: at most
 * MAX_MARCHERS (the most recent), the player's own left out (its token stands on its own path),
 * each gone a minute after it arrives. A hover or a tap shows the name.
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
  const shown = marches.filter((m) => m.name !== me && now - Date.parse(m.at) < MARCH_MS + STAY_MS);
  return (
    <pixiContainer label="world-marchers">
      {shown.map((m) => (
        <Marcher key={`${m.name}:${m.id}`} march={m} />
      ))}
    </pixiContainer>
  );
}
