import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useMemo, useRef } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { reducedMotion } from '../shared/motion.ts';
import { WORLD } from './map-layout.ts';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/query-client.ts';
import { warlordQueryOptions } from '../../api/warlord.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';

/** The Warlord's token on the run's path: its full figure this tall (world units), on a gold seal. */
const TOKEN_HEIGHT = 120;

/**
 * Idle motion moves at most this often. A moved cloud means a new frame, which software WebGL pays
 * for in full: 20 steps a second read as a drift and cost a third of drawing every frame.
 */
export const LIFE_STEP_MS = 50;

/** Where the Warlord's camp stands on the world picture (the runs' paths start there): on the
 * south shore, between Ashen Dunes and Mirefen Marsh. */
export const CAMP = { x: 0.39 * WORLD.width, y: 0.845 * WORLD.height };

const CLOUDS = [
  { x: 120, y: 140, w: 260, speed: 9 },
  { x: 700, y: 90, w: 340, speed: 6 },
  { x: 1250, y: 220, w: 220, speed: 11 },
  { x: 420, y: 520, w: 300, speed: 7 },
  { x: 1050, y: 700, w: 280, speed: 8 },
  { x: 260, y: 860, w: 240, speed: 10 },
];

/**
 * Each cloud's draw, made once: an inline draw runs again on every render of the screen around the
 * map (its countdowns re-render it each second), and each redraw is a frame the map pays for.
 */
const CLOUD_DRAWS = CLOUDS.map((c) => (g: Graphics) => drawCloud(g, c.w));

/** A soft cloud: a few overlapping ellipses, pale and see-through. */
function drawCloud(g: Graphics, w: number): void {
  const h = w * 0.28;
  g.clear()
    .ellipse(0, 0, w / 2, h / 2)
    .ellipse(-w * 0.2, -h * 0.35, w * 0.24, h * 0.45)
    .ellipse(w * 0.12, -h * 0.42, w * 0.28, h * 0.5)
    .fill({ color: 0xf4efe4, alpha: 0.22 });
}

/** A band of mist low over the sea, breathing in and out. */
function drawMist(g: Graphics): void {
  g.clear()
    .ellipse(WORLD.width * 0.5, WORLD.height * 0.98, WORLD.width * 0.6, 70)
    .fill({ color: 0xdce9f0, alpha: 0.16 });
}

/** Clouds drifting east over the world and a mist that breathes; still under reduced motion. */
export function MapLife() {
  const clouds = useRef<(Container | null)[]>([]);
  const mist = useRef<Graphics>(null);
  const last = useRef(0);
  const still = useRef(reducedMotion());
  useTick(() => {
    const now = performance.now();
    if (still.current || now - last.current < LIFE_STEP_MS) return;
    last.current = now;
    const t = now / 1000;
    CLOUDS.forEach((c, i) => {
      const node = clouds.current[i];
      if (!node) return;
      const span = WORLD.width + c.w;
      node.x = ((c.x + t * c.speed) % span) - c.w / 2;
    });
    if (mist.current) mist.current.alpha = 0.7 + 0.3 * Math.sin(t * 0.8);
  });
  return (
    <pixiContainer eventMode="none">
      <pixiGraphics ref={mist} draw={drawMist} />
      {CLOUDS.map((c, i) => (
        <pixiContainer key={i} ref={(n) => void (clouds.current[i] = n)} x={c.x} y={c.y}>
          <pixiGraphics draw={CLOUD_DRAWS[i]!} />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}

/** The path of the run under way, from the camp to its region, glowing; the Warlord's token on it. */
export function RunPath({ regionId }: { regionId: number }) {
  const glow = useRef<Graphics>(null);
  const last = useRef(0);
  const info = REGIONS[regionId - 1];
  // The scene's React tree has no query provider: the app's one client, given by hand.
  const warlord = useQuery(warlordQueryOptions(), queryClient).data;
  useTick(() => {
    const now = performance.now();
    if (!glow.current || reducedMotion() || now - last.current < LIFE_STEP_MS) return;
    last.current = now;
    glow.current.alpha = 0.45 + 0.4 * Math.sin(now / 400);
  });
  // Drawn once per region (see CLOUD_DRAWS): the path does not move while the run goes on.
  const draws = useMemo(() => {
    if (!info) return null;
    const end = { x: info.position.x * WORLD.width, y: info.position.y * WORLD.height };
    const mid = { x: (CAMP.x + end.x) / 2, y: Math.min(CAMP.y, end.y) - 80 };
    const curve = (g: Graphics, width: number, color: number, alpha: number) =>
      g.moveTo(CAMP.x, CAMP.y).quadraticCurveTo(mid.x, mid.y, end.x, end.y).stroke({ width, color, alpha });
    // The token stands two thirds of the way along the curve.
    const t = 0.66;
    const at = (a: number, b: number, c: number) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;
    const token = { x: at(CAMP.x, mid.x, end.x), y: at(CAMP.y, mid.y, end.y) };
    return {
      token,
      glow: (g: Graphics) => curve(g.clear(), 22, 0xffd54a, 0.5),
      line: (g: Graphics) => curve(g.clear(), 6, 0xfff3c4, 0.95),
      marks: (g: Graphics) =>
        g
          .clear()
          .circle(CAMP.x, CAMP.y, 18)
          .fill(0x2a2320)
          .stroke({ color: 0xffd54a, width: 5 })
          // The camp's tent on its seal.
          .poly([CAMP.x - 10, CAMP.y + 8, CAMP.x, CAMP.y - 10, CAMP.x + 10, CAMP.y + 8])
          .fill(0xffd54a),
      // The seal the token stands on: a gold ring, its shadow on the land.
      seal: (g: Graphics) =>
        g
          .clear()
          .ellipse(0, 0, 30, 11)
          .fill({ color: 0x1d1610, alpha: 0.55 })
          .ellipse(0, -2, 26, 9)
          .fill(0xffd54a)
          .stroke({ color: 0x1d1610, width: 3 }),
    };
  }, [info]);
  if (!draws) return null;
  return (
    <pixiContainer eventMode="none">
      <pixiGraphics ref={glow} draw={draws.glow} />
      <pixiGraphics draw={draws.line} />
      <pixiGraphics draw={draws.marks} />
      <pixiContainer label="warlord-token" x={draws.token.x} y={draws.token.y}>
        <pixiGraphics draw={draws.seal} />
        {warlord ? (
          // Still (no idle loop): the map draws only when something moves.
          <WarlordFigure
            appliedTraits={warlord.appliedTraits}
            appliedItems={warlord.appliedItems}
            x={0}
            y={0}
            height={TOKEN_HEIGHT}
            idling={false}
          />
        ) : null}
      </pixiContainer>
    </pixiContainer>
  );
}
