import { useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useMemo, useRef } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { reducedMotion } from '../shared/motion.ts';
import { softwareWebgl } from '../shared/webgl.ts';
import { CAMP, WORLD } from './map-layout.ts';

/**
 * Idle motion moves at most this often. A moved cloud means a new frame, which software WebGL pays
 * for in full: 20 steps a second read as a drift and cost a third of drawing every frame. On a
 * software renderer the map draws at the screen's resolution while still (sharp at rest,
 * draw-on-demand.ts), where a frame costs 16 times one at 0.5: its idle life steps once a second,
 * each step one sharp frame, and what would move on every frame (breaths, pulses) holds still.
 */
export const LIFE_STEP_MS = 50;
const SOFTWARE_LIFE_STEP_MS = 1000;

/** How often the map's idle life steps here (see LIFE_STEP_MS). */
export function lifeStepMs(): number {
  return softwareWebgl() ? SOFTWARE_LIFE_STEP_MS : LIFE_STEP_MS;
}

/** Whether the map's every-frame motions (a breath, a pulse) hold still: reduced motion, or software WebGL. */
export function mapHoldsStill(): boolean {
  return reducedMotion() || softwareWebgl();
}

/** Where the Warlord's camp stands (map-layout.ts): on the south shore, between Ashen Dunes and Mirefen Marsh. */
export { CAMP };

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
    if (still.current || now - last.current < lifeStepMs()) return;
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

/** The path of the run under way, from the camp to its region, glowing (the Warlord walks it: own-warlord.tsx). */
export function RunPath({ regionId }: { regionId: number }) {
  const glow = useRef<Graphics>(null);
  const last = useRef(0);
  const info = REGIONS[regionId - 1];
  useTick(() => {
    const now = performance.now();
    if (!glow.current || reducedMotion() || now - last.current < lifeStepMs()) return;
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
    return {
      glow: (g: Graphics) => curve(g.clear(), 22, 0xffd54a, 0.5),
      line: (g: Graphics) => curve(g.clear(), 6, 0xfff3c4, 0.95),
    };
  }, [info]);
  if (!draws) return null;
  return (
    <pixiContainer eventMode="none">
      <pixiGraphics ref={glow} draw={draws.glow} />
      <pixiGraphics draw={draws.line} />
    </pixiContainer>
  );
}

/** The camp's seal and tent, drawn once. */
function drawCamp(g: Graphics): void {
  g.clear()
    .circle(CAMP.x, CAMP.y, 18)
    .fill(0x2a2320)
    .stroke({ color: 0xffd54a, width: 5 })
    .poly([CAMP.x - 10, CAMP.y + 8, CAMP.x, CAMP.y - 10, CAMP.x + 10, CAMP.y + 8])
    .fill(0xffd54a);
}

/** The Warlord's camp on the south shore: its home, where every run's path starts. */
export function Camp() {
  return <pixiGraphics eventMode="none" draw={drawCamp} />;
}
