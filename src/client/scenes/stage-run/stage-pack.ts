import type { gsap } from 'gsap';
import { Container } from 'pixi.js';
import { FOE_TALL, type FoePose } from './stage-foes.ts';
import { FoeSprite, type FoeFrames } from './stage-foe-frames.ts';
import type { StageLayout } from './stage-layout.ts';
import type { StagePhase } from './stage-phase.ts';
import { boxOf, type StageFigures } from './stage-figures.ts';
import { foeReach, type Reach, type Standing } from './stage-clear.ts';

/** Each of the pack's size against its leader's, the farthest first (drawn first, behind). */
const SIZES = [0.42, 0.52] as const;
/** How far behind the leader's mark each stands (a share of the stage's width), and how high (of its own height). */
const BEHIND = [0.2, 0.09] as const;
const RAISE = [0.2, 0.1] as const;
/** How high the farther one stands where the stage's edge holds them together (of its height). */
const HELD_RAISE = 0.55;
/** The land panning under the pack from `at` for `seconds` (s), `px` to the left. */
export interface Pan {
  px: number;
  at: number;
  seconds: number;
}
const NO_PAN: Pan = { px: 0, at: 0, seconds: 0 };

/** Farther back is paler, in the land's haze. */
const TINTS = [0xb9b2a8, 0xd2ccc4] as const;
/** How far from the stage's right edge the farther one's picture ends (px). */
const EDGE = 8;

/**
 * The foe's pack: two smaller of its kind behind it, in the land's haze. They come in with their
 * leader, hop and jeer while the fight sways (the same hops whatever the outcome, brandishing
 * as their leader strikes: `posed`), and only at the verdict answer it: they flee off the stage
 * hurt when the Warlord wins by force, crane at the smoke it vanished in (still facing it, as their
 * leader does) when it slips past, and leap for joy, roaring, when it is beaten. Under reduced
 * motion they fade in with their leader, and out with it, turn, or stay, in cuts, standing still.
 * Drawn from the leader's frames: nothing more to load.
 */
export class FoePack extends Container {
  /** Where each stands at rest: its x and its feet's y. */
  private homes: { x: number; y: number }[] = [];
  /** The leader's frames, which each of them shows in turn. */
  private frames: FoeFrames | null = null;

  /** Dresses the pack in the leader's frames (none without them), the leader `tall` px high. */
  build(frames: FoeFrames | null, tall: number): void {
    for (const child of this.removeChildren()) child.destroy();
    this.frames = frames;
    if (!frames) return;
    for (const [i, size] of SIZES.entries()) {
      const sprite = new FoeSprite(frames);
      sprite.scale.set((tall * size) / FOE_TALL);
      sprite.tint = TINTS[i]!;
      sprite.alpha = 0;
      this.addChild(sprite);
    }
  }

  /**
   * Their marks on a stage laid out as `L`, `width` wide: behind the leader's, and whole on the
   * stage (review r30 saw them cut off at the upright tablet's right edge), the nearer one left of
   * the farther where the edge holds them both back.
   */
  place(L: StageLayout, width: number): void {
    const far = this.reachOf(0, L.foe.height);
    const farX = Math.min(width - EDGE - far.right, L.foe.x + width * BEHIND[0]);
    // Held back by the edge (an upright stage): the farther one stands up the slope behind the
    // nearer, both beside their leader's back.
    const held = farX < L.foe.x + width * BEHIND[0];
    this.homes = SIZES.map((size, i) => {
      const tall = L.foe.height * size;
      if (i === 0) return { x: farX, y: L.groundY - tall * (held ? HELD_RAISE : RAISE[0]) };
      const edge = width - EDGE - this.reachOf(i, L.foe.height).right;
      const x = held ? edge - tall * 0.2 : Math.min(edge, L.foe.x + width * BEHIND[i]!, farX - tall * 0.45);
      return { x, y: L.groundY - tall * RAISE[i]! };
    });
    this.reset();
  }

  /**
   * How far the `i`th reaches either side of its feet in any of its frames (a knight's cloak flares
   * as it strikes), its leader `tall` px high: it stays whole on the stage whatever it shows.
   */
  private reachOf(i: number, tall: number): Reach {
    const size = tall * SIZES[i as 0 | 1];
    const reaches = (this.frames ? Object.values(this.frames) : [null]).map((f) => foeReach(f, size));
    return { left: Math.min(...reaches.map((r) => r.left)), right: Math.max(...reaches.map((r) => r.right)) };
  }

  /** Where each stands at its mark, with how far it reaches (for the Warlord to slip past them all), its leader `tall` px high. */
  standing(tall: number): Standing[] {
    return this.homes.map((home, i) => ({ x: home.x, reach: this.reachOf(i, tall) }));
  }

  /** Out of sight at their marks, facing the Warlord (the march: the foe is not there yet). */
  reset(): void {
    for (const [i, s] of this.sprites().entries()) {
      const home = this.homes[i];
      if (!home) continue;
      s.position.set(home.x, home.y);
      s.scale.x = Math.abs(s.scale.x);
      s.alpha = 0;
      s.pose = 'idle';
    }
  }

  /** From `t` each shows its frame `pose` (stage-foe-frames.ts). */
  posed(tl: gsap.core.Timeline, pose: FoePose, t: number): void {
    for (const s of this.sprites()) tl.set(s, { pose }, t);
  }

  /** The sprites, for gsap to stop (the march starts afresh). */
  targets(): object[] {
    return this.sprites().flatMap((s) => [s, s.scale]);
  }

  /** They come in from the right with their leader at `t`, then hop and jeer until `until`. */
  enter(tl: gsap.core.Timeline, width: number, t: number, until: number): void {
    for (const [i, s] of this.sprites().entries()) {
      const home = this.homes[i]!;
      tl.set(s, { alpha: 0, x: home.x + width * 0.15, y: home.y }, t).to(
        s,
        { alpha: 1, x: home.x, duration: 0.34 + 0.06 * i, ease: 'power2.out' },
        t + 0.05 * i,
      );
      // A hop every ~0.3 s, out of step with each other.
      const from = t + 0.45 + 0.12 * i;
      const hops = Math.max(0, Math.floor((until - from) / 0.3));
      if (hops > 0)
        tl.to(
          s,
          { y: home.y - 12, duration: 0.15, yoyo: true, repeat: hops * 2 - 1, ease: 'power1.out' },
          from,
        );
    }
  }

  /**
   * How they take the verdict `phase`, from `verdict` on; by stealth the land pans `pan.px` left
   * under them from `pan.at` for `pan.seconds` (stage-clear.ts `slipPast`).
   */
  answer(
    tl: gsap.core.Timeline,
    phase: Exclude<StagePhase, 'travel'>,
    verdict: number,
    width: number,
    pan: Pan = NO_PAN,
  ): void {
    for (const [i, s] of this.sprites().entries()) {
      const home = this.homes[i]!;
      const sx = Math.abs(s.scale.x);
      const at = verdict + 0.1 + 0.08 * i;
      tl.set(s, { y: home.y }, verdict);
      if (phase === 'power') {
        // Their leader down: they turn tail and run off the stage, cringing.
        tl.set(s, { pose: 'hurt' }, at)
          .set(s.scale, { x: -sx }, at)
          .to(
            s,
            { x: width + home.x * 0.1 + 80, y: home.y - 6, duration: 0.55, ease: 'power2.in' },
            at + 0.05,
          );
      } else if (phase === 'stealth') {
        // The Warlord slipped by unseen: they still face the smoke it vanished in, craning at it
        // (r30 read their turning round as having seen it go), and the land pans on under them.
        tl.to(s, { y: home.y - 8, duration: 0.12, yoyo: true, repeat: 3, ease: 'sine.inOut' }, at);
        if (pan.px > 0) tl.to(s, { x: home.x - pan.px, duration: pan.seconds, ease: 'power1.inOut' }, pan.at);
      } else {
        // Their leader won: they leap for joy, roaring.
        tl.set(s, { pose: 'strike' }, at + 0.2).to(
          s,
          { y: home.y - 26, duration: 0.16, yoyo: true, repeat: 5, ease: 'power1.out' },
          at + 0.2,
        );
      }
    }
  }

  /**
   * Under reduced motion: they fade in with their leader at `t`; at `verdict` they fade out with it
   * (a pass by force), or stay (a defeat; by stealth facing the same way, moved `pan` px left with
   * the land).
   */
  calm(
    tl: gsap.core.Timeline,
    t: number,
    fade: number,
    verdict: number,
    phase: Exclude<StagePhase, 'travel'>,
    pan = 0,
  ): void {
    for (const [i, s] of this.sprites().entries()) {
      const home = this.homes[i]!;
      tl.set(s, { x: home.x, y: home.y }, t).to(s, { alpha: 1, duration: fade }, t);
      if (phase === 'power') tl.to(s, { alpha: 0, duration: fade }, verdict);
      else if (phase === 'stealth' && pan > 0) tl.set(s, { x: home.x - pan }, verdict + fade);
    }
  }

  /** Where each stands now, for the browser tests (stage-figures.ts). */
  figures(): StageFigures['foes'] {
    return this.sprites().map((s) => ({
      who: 'pack' as const,
      box: boxOf(s),
      shown: this.visible && s.alpha > 0.05,
      facing: s.scale.x < 0 ? (1 as const) : (-1 as const),
      frame: s.pose,
      picture: s.picture,
    }));
  }

  private sprites(): FoeSprite[] {
    return this.children as FoeSprite[];
  }
}
