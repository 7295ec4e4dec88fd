import { useApplication, useTick } from '@pixi/react';
import type { Container, Graphics } from 'pixi.js';
import { useEffect, useMemo, useRef } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { reducedMotion } from '../shared/motion.ts';
import { onCover, scenesCovered } from '../shared/scene-cover.ts';
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

const SVG = 'http://www.w3.org/2000/svg';
/** How often a second the sky's clouds and mist move (see skyLayer). */
const SKY_STEPS_PER_S = 8;
/**
 * How often a second they move where the compositor draws on the CPU (software WebGL): each move
 * is a frame composited at the screen's density, about 30 ms of a core at 1080x810 DPR 2. There a
 * CSS animation, even one in `steps()`, kept the compositor making frames at 60 a second: the map
 * at rest took a whole core (gpu-process 1.04 of a core against 0.02 with the sky still; the
 * stepped timer below, 0.12 at 4 a second). A cloud moves 4 to 7 CSS px a second at the fit.
 */
const SOFTWARE_SKY_STEPS_PER_S = 4;
const MIST_BREATH_S = 3.9;

/** An SVG of `w` x `h` with `shapes` (ellipses: cx, cy, rx, ry) filled as one, pale and see-through. */
function svgOf(w: number, h: number, shapes: number[][], color: string, alpha: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  // One group's opacity: where the ellipses overlap the cloud is no denser (as Pixi's one fill).
  const g = svg.appendChild(document.createElementNS(SVG, 'g'));
  g.setAttribute('fill', color);
  g.setAttribute('opacity', String(alpha));
  for (const [cx, cy, rx, ry] of shapes) {
    const e = g.appendChild(document.createElementNS(SVG, 'ellipse'));
    e.setAttribute('cx', String(cx));
    e.setAttribute('cy', String(cy));
    e.setAttribute('rx', String(rx));
    e.setAttribute('ry', String(ry));
  }
  return svg;
}

/** A soft cloud `w` wide: a few overlapping ellipses (its centre at w/2, h), pale and see-through. */
function cloudSvg(w: number): SVGSVGElement {
  const h = w * 0.28;
  return svgOf(
    w,
    h * 2,
    [
      [w / 2, h, w / 2, h / 2],
      [w / 2 - w * 0.2, h - h * 0.35, w * 0.24, h * 0.45],
      [w / 2 + w * 0.12, h - h * 0.42, w * 0.28, h * 0.5],
    ],
    '#f4efe4',
    0.22,
  );
}

/**
 * The sky over the world: the drifting clouds and the breathing mist, as page layers over the
 * still canvas, in world units (the camera's transform on their box). Their motion is CSS
 * animations of `transform` and `opacity`, which the compositor runs without the page's main
 * thread or a new frame of the canvas: on software WebGL a cloud stepped in the canvas cost a
 * whole sharp frame, so the clouds stepped once a second (docs/client.md). Still under reduced
 * motion (expedition.css), paused while an overlay covers the map.
 */
function skyLayer(): HTMLDivElement {
  const sky = document.createElement('div');
  sky.className = 'map-sky';
  sky.setAttribute('aria-hidden', 'true');
  sky.style.width = `${WORLD.width}px`;
  sky.style.height = `${WORLD.height}px`;
  const mistW = WORLD.width * 1.2;
  const mist = svgOf(mistW, 140, [[mistW / 2, 70, mistW / 2, 70]], '#dce9f0', 0.16);
  mist.classList.add('map-sky__mist');
  mist.style.animationTimingFunction = `steps(${Math.round(MIST_BREATH_S * SKY_STEPS_PER_S)})`;
  mist.style.left = `${WORLD.width * 0.5 - mistW / 2}px`;
  mist.style.top = `${WORLD.height * 0.98 - 70}px`;
  sky.appendChild(mist);
  for (const c of CLOUDS) {
    const cloud = cloudSvg(c.w);
    cloud.classList.add('map-sky__cloud');
    const span = WORLD.width + c.w;
    const seconds = span / c.speed;
    // From just off the world's west edge to just off its east edge, then again; now where
    // `c.x` says (the same path as the canvas's clouds took: x = (c.x + t·speed) mod span − w/2).
    cloud.style.top = `${c.y - c.w * 0.28}px`;
    // Where it stands when still (reduced motion): an animation, while it runs, overrides it.
    cloud.style.transform = `translateX(${c.x - c.w}px)`;
    cloud.style.setProperty('--from', `${-c.w}px`);
    cloud.style.setProperty('--to', `${WORLD.width}px`);
    cloud.style.animationDuration = `${seconds.toFixed(1)}s`;
    // SKY_STEPS_PER_S moves a second: under a pixel each at the fit's scale, so a drift, while each
    // move is a frame the compositor makes (on the CPU where the GPU is software: at 60 a second
    // the map at rest cost 2-3 times its idle CPU).
    cloud.style.animationTimingFunction = `steps(${Math.round(seconds * SKY_STEPS_PER_S)})`;
    cloud.style.animationDelay = `${(-(c.x / span) * seconds).toFixed(1)}s`;
    sky.appendChild(cloud);
  }
  return sky;
}

/**
 * The sky's motion stepped by a timer, SOFTWARE_SKY_STEPS_PER_S times a second (in place of its CSS
 * animations, `.map-sky--stepped`): the clouds where `c.x` and their speed put them, the mist
 * breathing as its animation does (0.4 to 1 and back, MIST_BREATH_S each way). Answers its stop.
 */
function stepSky(sky: HTMLDivElement): () => void {
  const clouds = [...sky.querySelectorAll<SVGSVGElement>('.map-sky__cloud')];
  const mist = sky.querySelector<SVGSVGElement>('.map-sky__mist');
  const start = performance.now();
  const step = () => {
    const t = (performance.now() - start) / 1000;
    clouds.forEach((cloud, i) => {
      const c = CLOUDS[i]!;
      const x = ((c.x + t * c.speed) % (WORLD.width + c.w)) - c.w;
      cloud.style.transform = `translateX(${x.toFixed(1)}px)`;
    });
    if (mist) {
      const breath = 0.5 - 0.5 * Math.cos((Math.PI * t) / MIST_BREATH_S);
      mist.style.opacity = (0.4 + 0.6 * breath).toFixed(3);
    }
  };
  step();
  const id = window.setInterval(step, 1000 / SOFTWARE_SKY_STEPS_PER_S);
  return () => window.clearInterval(id);
}

/** Clouds drifting east over the world and a mist that breathes; still under reduced motion. */
export function MapLife() {
  const { app } = useApplication();
  const anchor = useRef<Container>(null);
  const sky = useRef<HTMLDivElement | null>(null);
  const shown = useRef('');
  useEffect(() => {
    const box = app.canvas.parentElement;
    if (!box) return;
    const layer = skyLayer();
    const still = reducedMotion();
    const stepped = !still && softwareWebgl();
    if (still) layer.classList.add('map-sky--still');
    if (stepped) layer.classList.add('map-sky--stepped');
    box.appendChild(layer);
    sky.current = layer;
    shown.current = '';
    // Under a full-screen overlay nothing of the map shows: its sky stops too (no compositor frames).
    let unstep: (() => void) | null = null;
    const follow = (covered: boolean) => {
      layer.classList.toggle('map-sky--resting', covered);
      if (!stepped) return;
      unstep?.();
      unstep = covered ? null : stepSky(layer);
    };
    follow(scenesCovered());
    const stop = onCover(follow);
    return () => {
      unstep?.();
      stop();
      layer.remove();
      sky.current = null;
    };
  }, [app]);
  // The sky's box follows the camera (the viewport this sits in) on the tick it moves, so the
  // canvas and the clouds over it move in the same frame.
  useTick(() => {
    const vp = anchor.current?.parent;
    const layer = sky.current;
    if (!vp || !layer) return;
    const at = `translate(${vp.x.toFixed(2)}px, ${vp.y.toFixed(2)}px) scale(${vp.scale.x.toFixed(5)})`;
    if (at === shown.current) return;
    shown.current = at;
    layer.style.transform = at;
  });
  return <pixiContainer ref={anchor} eventMode="none" />;
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

/**
 * The camp, drawn once: a striped tent with a pennant on a patch of sand, and a campfire beside it
 * (a review read the gold seal with a triangle it was as an unexplained marker). About the seal's
 * footprint, clear of Region II's words above it.
 */
function drawCamp(g: Graphics): void {
  const { x, y } = CAMP;
  const ink = { color: 0x2a2320, width: 3.5, join: 'round' as const };
  g.clear()
    // The sand it stands on.
    .ellipse(x - 8, y + 19, 52, 10)
    .fill({ color: 0xe3c58a, alpha: 0.95 })
    // The tent, its stripes and its dark door.
    .poly([x - 24, y + 18, x, y - 20, x + 24, y + 18])
    .fill(0xe9d3a0)
    .stroke(ink)
    .poly([x - 12, y + 18, x, y - 20, x - 4, y + 18])
    .fill(0xc0392b)
    .poly([x + 4, y + 18, x, y - 20, x + 12, y + 18])
    .fill(0xc0392b)
    .poly([x - 7, y + 18, x, y + 2, x + 7, y + 18])
    .fill(0x3a2a1c)
    // Its pennant.
    .moveTo(x, y - 20)
    .lineTo(x, y - 34)
    .stroke({ color: 0x2a2320, width: 2.5 })
    .poly([x, y - 34, x + 13, y - 30, x, y - 26])
    .fill(0xffd54a)
    // The campfire: its glow, two logs and the flame.
    .circle(x - 36, y + 12, 13)
    .fill({ color: 0xffb347, alpha: 0.3 })
    .poly([x - 46, y + 19, x - 44, y + 15, x - 28, y + 12, x - 27, y + 16])
    .fill(0x6b4423)
    .poly([x - 45, y + 12, x - 43, y + 16, x - 27, y + 19, x - 26, y + 15])
    .fill(0x7a4e2a)
    .poly([x - 42, y + 13, x - 36, y - 2, x - 30, y + 13])
    .fill(0xff8a1f)
    .poly([x - 39, y + 13, x - 36, y + 4, x - 33, y + 13])
    .fill(0xffe07a);
}

/** The Warlord's camp on the south shore: its home, where every run's path starts. */
export function Camp() {
  return <pixiGraphics eventMode="none" draw={drawCamp} />;
}
