import { Container, Graphics, Sprite, type Renderer } from 'pixi.js';
import { BakedShape } from './stage-bake.ts';
import type { Skyline, StagePalette } from './stage-palette.ts';

/** What drifts in the air of each land: its weather, or its small life. */
export type MoteKind =
  'sand' | 'midge' | 'snow' | 'ember' | 'leaf' | 'bubble' | 'ash' | 'rain' | 'spark' | 'glint';

interface MoteLook {
  kind: MoteKind;
  count: number;
  color: number;
}

/** Each land's motes, by what stands on its horizon. */
export const LAND_MOTES: Record<Skyline, MoteLook> = {
  dunes: { kind: 'sand', count: 26, color: 0xfff1cf },
  reeds: { kind: 'midge', count: 18, color: 0xf2ff8a },
  peaks: { kind: 'snow', count: 40, color: 0xffffff },
  volcano: { kind: 'ember', count: 28, color: 0xffa043 },
  pines: { kind: 'leaf', count: 16, color: 0xc9a13a },
  ruins: { kind: 'bubble', count: 18, color: 0xdffbff },
  towers: { kind: 'ash', count: 30, color: 0x9a96a6 },
  storm: { kind: 'rain', count: 46, color: 0xcfe2ff },
  crystals: { kind: 'spark', count: 22, color: 0xd8b4ff },
  palace: { kind: 'glint', count: 18, color: 0xfff2c0 },
};

/**
 * Frames this long on average (ms, under 18 a second) mean a machine straining to draw the run:
 * the air goes for the rest of the run, the first thing the run can do without (a fresh review on a
 * 4x-slowed tablet asked for particles cut when frames run long). The first frames, the scene's
 * start, do not count.
 */
export const STRAINED_MS = 55;
const SETTLING_FRAMES = 10;

/** A mote's picture, about its own centre. */
function drawMote(g: Graphics, kind: MoteKind, color: number): void {
  switch (kind) {
    case 'sand':
      g.ellipse(0, 0, 9, 1.6).fill({ color, alpha: 0.7 });
      break;
    case 'rain':
      g.moveTo(0, -11).lineTo(3, 11).stroke({ color, width: 2, alpha: 0.55 });
      break;
    case 'leaf':
      g.ellipse(0, 0, 6, 3).fill(color).stroke({ color: 0x5b3a12, width: 1, alpha: 0.6 });
      break;
    case 'bubble':
      g.circle(0, 0, 4).stroke({ color, width: 1.5, alpha: 0.8 });
      g.circle(-1.2, -1.2, 1).fill({ color, alpha: 0.9 });
      break;
    case 'glint':
      g.poly([0, -7, 1.6, -1.6, 7, 0, 1.6, 1.6, 0, 7, -1.6, 1.6, -7, 0, -1.6, -1.6]).fill(color);
      break;
    default:
      // A soft glowing dot: snow, embers, midges, ash, sparks.
      g.circle(0, 0, 6).fill({ color, alpha: 0.25 });
      g.circle(0, 0, 3).fill(color);
  }
}

interface Mote {
  sprite: Sprite;
  /** Its drift, px a ms, and its phase for the sway, twinkle or spin. */
  vx: number;
  vy: number;
  phase: number;
}

/** Each kind's drift (px a ms, across and down) at depth 1. */
const MOTE_SPEED: Record<MoteKind, readonly [number, number]> = {
  sand: [-0.22, 0.004],
  midge: [0, 0],
  snow: [-0.015, 0.045],
  ember: [0.008, -0.05],
  leaf: [-0.03, 0.035],
  bubble: [0, -0.03],
  ash: [-0.01, 0.025],
  rain: [-0.12, 0.85],
  spark: [0, -0.025],
  glint: [0, 0],
};

/** A repeatable 0..1 for the i-th mote (the same air every run). */
const rnd = (i: number) => {
  const s = Math.sin(i * 91.7 + 17.3) * 43758.5453;
  return s - Math.floor(s);
};

/**
 * The air of the land: a few dozen small motes, one picture baked once a size and shared (one
 * draw on any renderer), moved each frame: sand blown past, snow and ash falling, embers and
 * the rift's sparks rising, midges and glints twinkling, leaves spinning down, rain slanting. While
 * the Warlord marches they stream by faster (the land goes past); under reduced motion they stand
 * still where they are; on a machine straining to draw the run they go (STRAINED_MS).
 */
export class StageMotes extends Container {
  private readonly picture = new BakedShape();
  private motes: Mote[] = [];
  private look: MoteLook = LAND_MOTES.dunes;
  /** The stage's width (px): motes leaving one side come in at the other. */
  private span = 0;
  /**
   * The band the motes keep to (y, stage px): sand and midges near the ground, the rest the whole
   * air. They are scattered inside it and wrap round it with `margin` beyond each edge.
   */
  private band = { y0: 0, y1: 0, margin: 0 };
  private clock = 0;
  /** Frames moved, and their length on average (ms, a running mean). */
  private frames = 0;
  private mean = 1000 / 60;

  /** Bakes the picture and scatters the motes over a stage of this size (the air above `ground`). */
  redraw(
    renderer: Renderer,
    palette: StagePalette,
    width: number,
    height: number,
    top: number,
    ground: number,
    resolution: number,
  ): void {
    this.look = LAND_MOTES[palette.skyline];
    for (const m of this.motes) m.sprite.destroy();
    this.removeChildren();
    const g = new Graphics();
    drawMote(g, this.look.kind, this.look.color);
    this.picture.redraw(renderer, g, resolution);
    this.span = width;
    const low = this.look.kind === 'sand' || this.look.kind === 'midge';
    this.band = low
      ? { y0: ground - (ground - top) * 0.45, y1: Math.min(height, ground + 60), margin: 0 }
      : { y0: top, y1: height, margin: 20 };
    this.motes = Array.from({ length: this.look.count }, (_, i) => this.mote(i));
  }

  private mote(i: number): Mote {
    const { y0, y1 } = this.band;
    const sprite = this.addChild(new Sprite(this.picture.texture));
    sprite.anchor.set(0.5);
    sprite.position.set(rnd(i) * this.span, y0 + rnd(i + 50) * (y1 - y0));
    const depth = 0.6 + rnd(i + 100) * 0.6;
    sprite.scale.set(depth);
    const [vx, vy] = MOTE_SPEED[this.look.kind];
    return { sprite, vx: vx * depth, vy: vy * depth, phase: rnd(i + 200) * Math.PI * 2 };
  }

  /** Moves the air on by `ms`, streaming faster by `wind` px a ms while the land scrolls. */
  update(ms: number, wind: number): void {
    const width = this.span;
    if (width <= 0 || !this.visible) return;
    if (++this.frames > SETTLING_FRAMES) {
      this.mean += (Math.min(ms, 500) - this.mean) * 0.1;
      if (this.mean > STRAINED_MS) {
        this.visible = false;
        return;
      }
    }
    this.clock += ms;
    const kind = this.look.kind;
    const top = this.band.y0 - this.band.margin;
    const bottom = this.band.y1 + this.band.margin;
    for (const m of this.motes) {
      const s = m.sprite;
      const t = this.clock / 1000 + m.phase;
      s.x += (m.vx - wind * s.scale.x) * ms;
      s.y += m.vy * ms;
      if (kind === 'midge' || kind === 'glint' || kind === 'spark')
        s.alpha = 0.45 + 0.55 * Math.abs(Math.sin(t * 2.2));
      if (kind === 'midge') s.position.set(s.x + Math.sin(t * 3.1) * 0.6, s.y + Math.cos(t * 2.3) * 0.5);
      if (kind === 'snow' || kind === 'ash' || kind === 'ember') s.x += Math.sin(t * 1.4) * 0.25;
      if (kind === 'leaf') s.rotation = Math.sin(t * 2) * 1.2;
      // Round the stage: out one side, in at the other.
      if (s.x < -20) s.x += width + 40;
      else if (s.x > width + 20) s.x -= width + 40;
      if (s.y < top) s.y = bottom;
      else if (s.y > bottom) s.y = top;
    }
  }

  /** Frees the picture (the sprites go with the scene). */
  release(): void {
    this.picture.release();
    this.picture.destroy();
  }
}
