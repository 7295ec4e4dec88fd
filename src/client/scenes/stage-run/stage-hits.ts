import { gsap } from 'gsap';
import { ColorMatrixFilter, Container, Graphics } from 'pixi.js';
import { seededRng } from '../../../rules/rng.ts';
import { reducedMotion } from '../shared/motion.ts';

/**
 * The fight's hit effects (stage-run-screen.ts): sparks flying from where a blow lands, and a white
 * flash on what it struck. Cheap on a software renderer: a few dozen small shapes drawn once and
 * reused (one batch, ink-outlined as the rest of the art so they read on any sky), and a
 * colour-matrix filter only for the flash's 60-80 ms.
 */

/** Sparks in the pool: two bursts may overlap (a blow's, then the next one's or the clash's). */
const POOL = 48;

/** One spark: a thin diamond along its flight, white in an ink outline (the burst tints the white). */
function spark(long: number): Graphics {
  const g = new Graphics()
    .poly([-long, 0, 0, -long * 0.3, long, 0, 0, long * 0.3])
    .fill(0xffffff)
    .stroke({ color: 0x1b1f2a, width: 2, alpha: 0.85, join: 'round' });
  g.alpha = 0;
  return g;
}

export interface Burst {
  /** How many sparks. */
  count: number;
  /** How far they fly (px). */
  reach: number;
  /** Where they fly: +1 to the right (a blow on the foe), -1 to the left (a blow on the Warlord). */
  toward: 1 | -1;
  /** Their tints, used in turn. */
  colors: readonly number[];
}

/**
 * A pool of sparks in one container, over the figures. `burst` lays a burst
 * out in a timeline; the same seed draws the same bursts, so the fight is spark for spark the same
 * whatever the stage's outcome.
 */
export class HitSparks {
  private readonly view = new Container();
  private readonly pool: Graphics[] = [];
  private next = 0;
  private rng = seededRng(1);

  /** The pool, added to `parent` (over what was added before it). */
  constructor(parent: Container) {
    parent.addChild(this.view);
    for (let i = 0; i < POOL; i++) this.pool.push(this.view.addChild(spark(i % 3 === 0 ? 21 : 14)));
  }

  /** A new fight: the sparks' spread starts again from `seed` and every spark is put out. */
  reset(seed: number): void {
    this.rng = seededRng(seed);
    this.next = 0;
    for (const g of this.pool) g.alpha = 0;
  }

  /**
   * A burst of sparks at (`x`, `y`) at `at` in `tl`: each flies out in a fan towards `toward`
   * (some back the other way), slows, falls a little and fades, its streak shrinking (0.3-0.45 s).
   * Under reduced motion, none (the blow's star fades instead).
   */
  burst(tl: gsap.core.Timeline, at: gsap.Position, x: number, y: number, b: Burst): void {
    if (reducedMotion()) return;
    const { count, reach, toward, colors } = b;
    const out = gsap.timeline();
    for (let i = 0; i < count; i++) {
      const g = this.pool[this.next]!;
      this.next = (this.next + 1) % POOL;
      // Most fly within 70 degrees of the blow's way, a few back.
      const back = i % 5 === 4;
      const a = (back ? Math.PI : 0) + (this.rng.next() - 0.5) * (back ? 1.2 : 2.4) - 0.25;
      const dx = Math.cos(a) * toward;
      const dy = Math.sin(a);
      const far = reach * (0.45 + this.rng.next() * 0.75) * (back ? 0.5 : 1);
      const life = 0.3 + this.rng.next() * 0.15;
      const size = 0.7 + this.rng.next() * 0.7;
      out
        .set(g, { x, y, alpha: 1, rotation: Math.atan2(dy, dx), tint: colors[i % colors.length] }, 0)
        .set(g.scale, { x: size * 1.6, y: size }, 0)
        .to(g, { x: x + dx * far, duration: life, ease: 'power3.out' }, 0)
        .to(g, { y: y + dy * far + far * 0.35, duration: life, ease: 'power1.in' }, 0)
        .to(g.scale, { x: size * 0.3, y: size * 0.6, duration: life, ease: 'power1.in' }, 0)
        .to(g, { alpha: 0, duration: life * 0.6, ease: 'power1.in' }, life * 0.4);
    }
    tl.add(out, at);
  }
}

/** A white flash filter: what it is put on shows as a white silhouette, a touch of its colour left. */
export function whiteFlash(): ColorMatrixFilter {
  const f = new ColorMatrixFilter();
  // Each channel a fifth of its colour and four fifths white; alpha kept.
  f.matrix = [0.2, 0, 0, 0, 0.8, 0, 0.2, 0, 0, 0.8, 0, 0, 0.2, 0, 0.8, 0, 0, 0, 1, 0];
  return f;
}
