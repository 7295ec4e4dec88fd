import { gsap } from 'gsap';
import { Bounds, getLocalBounds } from 'pixi.js';
import { loadTextures } from '../shared/textures.ts';
import { outfitImages, outfitOf } from '../warlord/warlord-outfit.ts';
import {
  attack,
  cheer,
  DRESSED_EVENT,
  fall,
  hit,
  sneak,
  standStill,
  standUp,
  toPose,
  walk,
} from '../warlord/warlord-moves.ts';
import { POSES, type KeyPose } from '../warlord/warlord-pose.ts';
import { widest, type Reach } from './stage-clear.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { whiteFlash } from './stage-hits.ts';
import { RIG, setLimbs, WarlordRig } from '../warlord/warlord-rig.ts';

/**
 * Every call the stage run makes to the Warlord (scenes/warlord): the rig, its outfit and its
 * moves, in this one file, so a redrawn rig or new motions change only here. Moves answer gsap
 * timelines; the scene makes them inside its own motion context (app-screen.ts), so they are
 * killed with it.
 */
export class StageWarlord {
  readonly rig = new WarlordRig();

  /** Loads every picture of the outfit the server says it wears, then dresses the rig in them at once. */
  async dress(appliedTraits: readonly number[], appliedItems: readonly number[]): Promise<void> {
    const outfit = outfitOf(appliedTraits, appliedItems);
    const textures = await loadTextures(outfitImages(outfit));
    this.rig.dress(outfit, textures);
    document.dispatchEvent(new CustomEvent(DRESSED_EVENT, { detail: appliedTraits.join(',') }));
  }

  /** The figure `height` CSS px tall, its feet at the rig's origin. */
  setHeight(height: number): void {
    this.rig.scale.set(height / RIG.height);
  }

  /** Screen pixels in the rig's own units. */
  private units(px: number): number {
    return px / Math.abs(this.rig.scale.x || 1);
  }

  /**
   * How far the figure reaches either side of its feet in any of `poses` (screen px: its arms, the
   * weapon and off-hand it holds; its effects left out), measured on the rig as dressed. Its parts
   * are put back as they were: nothing is drawn in between.
   */
  reachIn(...poses: KeyPose[]): Reach {
    const r = this.rig;
    const turned = [r.armL, r.armR, r.weapon, r.legL, r.legR];
    const was = {
      turns: turned.map((p) => p.rotation),
      breath: r.body.scale.y,
      head: r.head.y,
      fx: r.fx.visible,
    };
    r.fx.visible = false;
    const k = Math.abs(r.scale.x || 1);
    let reach: Reach | null = null;
    for (const pose of poses) {
      setLimbs(r, pose);
      const b = getLocalBounds(r, new Bounds());
      const here = { left: (b.minX - RIG.feet.x) * k, right: (b.maxX - RIG.feet.x) * k };
      reach = reach ? widest(reach, here) : here;
    }
    turned.forEach((p, i) => (p.rotation = was.turns[i]!));
    r.body.scale.y = was.breath;
    r.head.y = was.head;
    r.fx.visible = was.fx;
    return reach ?? { left: 0, right: 0 };
  }

  stand(): void {
    // A new march: neither the last stage's smile nor its sad mouth.
    this.rig.restMouth = null;
    standStill(this.rig);
    this.rig.x = 0;
  }

  /**
   * Stops a step cycle and sets the legs and arms straight, without killing the rig's other tweens
   * (standStill would kill the moves already laid in an outcome's timeline).
   */
  stopWalking(steps: gsap.core.Timeline | null): void {
    steps?.kill();
    for (const part of [this.rig.legL, this.rig.legR, this.rig.armL, this.rig.armR]) part.rotation = 0;
    this.rig.pivot.y = RIG.feet.y;
  }

  /** The march's step cycle, looping until killed. */
  walk(): gsap.core.Timeline {
    return walk(this.rig);
  }

  /**
   * A blow at something `reach` px ahead: wind-up 150 ms, strike (at +150 ms, 80 ms), held `hold` s
   * where it lands (the hit-stop), recover 200 ms.
   */
  strike(reach: number, hold = 0): gsap.core.Timeline {
    return attack(this.rig, { x: RIG.feet.x + this.units(reach), y: 380 }, hold);
  }

  /**
   * The moment from the wind-up's start to the blow landing, in seconds: the wind-up, and most of
   * the strike's swing (eased out, it is nine tenths through after 50 of its 80 ms).
   */
  readonly strikeLands = 0.2;

  /** A white flash over the whole figure for `seconds` (a blow landing on it); none under reduced motion. */
  flash(tl: gsap.core.Timeline, at: number, seconds: number): void {
    if (reducedMotion()) return;
    tl.call(() => void (this.rig.filters = [this.white]), undefined, at).call(
      () => void (this.rig.filters = []),
      undefined,
      at + seconds,
    );
  }

  private readonly white = whiteFlash();

  sneak(): gsap.core.Timeline {
    return sneak(this.rig);
  }

  standUp(): gsap.core.Timeline {
    return standUp(this.rig);
  }

  /** Struck: a white flash and a knock back of 10 px. */
  hit(): gsap.core.Timeline {
    return hit(this.rig, this.units(10));
  }

  fall(): gsap.core.Timeline {
    return fall(this.rig);
  }

  /** Guard up, teeth gritted, against a blow coming in (120 ms). */
  brace(): gsap.core.Timeline {
    return toPose(gsap.timeline(), this.rig, POSES.brace, dur(0.12), 0, 'power2.out');
  }

  /** A light blow taken: a wince and a knock back of `px` screen px, then the guard again. */
  flinch(px: number): gsap.core.Timeline {
    const tl = gsap.timeline();
    toPose(tl, this.rig, POSES.hit, dur(0.08), 0, 'power2.out');
    tl.to(this.rig, { x: -this.units(px), duration: dur(0.08), ease: 'power2.out' }, 0).to(
      this.rig,
      { x: 0, duration: dur(0.2), ease: 'power1.inOut' },
      dur(0.12),
    );
    toPose(tl, this.rig, POSES.stand, dur(0.18), dur(0.14));
    return tl;
  }

  /** Beaten: back on its feet after the fall, head low and the sad mouth (no tear). */
  beaten(): gsap.core.Timeline {
    const tl = gsap.timeline();
    tl.call(() => void (this.rig.restMouth = 'sad'));
    toPose(tl, this.rig, POSES.beaten, dur(0.4), 0, 'power2.out');
    return tl.to(this.rig, { shadow: 0.25, duration: dur(0.4) }, 0);
  }

  cheer(): gsap.core.Timeline {
    return cheer(this.rig);
  }

  /** The cheer under reduced motion: both arms up and the smile, held, without the hops. */
  cheerStill(): gsap.core.Timeline {
    const tl = gsap.timeline();
    tl.call(() => void (this.rig.restMouth = 'smile'));
    return toPose(tl, this.rig, { ...POSES.cheer, lift: 0 }, dur(0.15), 0);
  }
}
