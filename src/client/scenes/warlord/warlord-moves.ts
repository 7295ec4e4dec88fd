import { gsap } from 'gsap';
import { ColorMatrixFilter } from 'pixi.js';
import { dur, reducedMotion } from '../shared/motion.ts';
import { FIST } from './warlord-anatomy.ts';
import { castSpell, sparkleRing, swoosh } from './warlord-fx.ts';
import { HELD_TILT, POSES, type KeyPose } from './warlord-pose.ts';
import { RIG, setPose, type WarlordRig } from './warlord-rig.ts';

/**
 * The Warlord's moves, each a gsap timeline on the rig's parts (art-direction.md, "The Warlord"),
 * going through the key poses of warlord-pose.ts (the same the reference sheet draws). Times in
 * seconds; `dur` shrinks them under reduced motion, where loops do not run at all.
 */

/** Fired on `document` when a flourish plays (its name in `detail`): what the browser tests see. */
export const MOVE_EVENT = 'warlords:move';

/** Fired on `document` each time a Warlord is dressed (its traits in `detail`): what the browser tests see. */
export const DRESSED_EVENT = 'warlords:dressed';

/** Every object the moves tween, for killing them all at once. */
function parts(rig: WarlordRig): object[] {
  return [
    rig,
    rig.scale,
    rig.pivot,
    rig.body.scale,
    rig.head,
    rig.armL,
    rig.armR,
    rig.weapon,
    rig.legL,
    rig.legR,
    rig.glint,
    rig.glint.scale,
  ];
}

/**
 * Tweens the rig to a key pose over `duration` at `at` in `tl`. Parts the pose leaves out go
 * back to standing (arms a little out, legs straight, eyes open).
 */
export function toPose(
  tl: gsap.core.Timeline,
  rig: WarlordRig,
  pose: KeyPose,
  duration: number,
  at?: gsap.Position,
  ease = 'sine.inOut',
): gsap.core.Timeline {
  const d = { duration, ease };
  const stand = POSES.stand as KeyPose;
  return tl
    .to(rig.armL, { rotation: pose.armL ?? stand.armL ?? 0, ...d }, at)
    .to(rig.armR, { rotation: -(pose.armR ?? stand.armR ?? 0), ...d }, '<')
    .to(rig.weapon, { rotation: pose.wrist ?? HELD_TILT, ...d }, '<')
    .to(rig.legL, { rotation: pose.legL ?? 0, ...d }, '<')
    .to(rig.legR, { rotation: -(pose.legR ?? 0), ...d }, '<')
    .to(rig.body.scale, { y: pose.breath ?? 1, ...d }, '<')
    .to(rig.head, { y: RIG.neck.y + (pose.headY ?? 0), ...d }, '<')
    .to(rig, { shut: pose.lids ?? 0, rotation: pose.rotation ?? 0, ...d }, '<')
    .to(rig.pivot, { y: RIG.feet.y - (pose.lift ?? 0), ...d }, '<')
    .call(() => void (rig.mouth = pose.mouth ?? rig.restMouth), undefined, '<');
}

/** Puts every part back where it stands. */
export function standStill(rig: WarlordRig): void {
  gsap.killTweensOf(parts(rig));
  rig.rotation = 0;
  rig.alpha = 1;
  rig.shadow = 0;
  rig.scale.x = Math.abs(rig.scale.x);
  rig.pivot.set(RIG.feet.x, RIG.feet.y);
  setPose(rig, POSES.stand);
  rig.glint.alpha = 0;
  rig.filters = [];
}

/**
 * Idle life: the chest breathes (scale-y 1.00 to 1.02 on a 2.4 s sine), the head and arms follow
 * by a few px, a 120 ms blink of the lids every 2.5-6 s, a glint runs along the weapon every 3-6 s.
 * `random` picks the pauses (a seeded source in tests). Nothing loops under reduced motion.
 */
export function idle(rig: WarlordRig, random: () => number = Math.random): { kill: () => void } {
  if (reducedMotion()) return { kill: () => undefined };
  const breathe = gsap.timeline({ repeat: -1, yoyo: true });
  toPose(breathe, rig, POSES.breathIn, 1.2, 0);
  let blink: gsap.core.Tween | null = null;
  let glint: gsap.core.Timeline | gsap.core.Tween | null = null;
  const nextBlink = () => {
    blink = gsap.delayedCall(2.5 + random() * 3.5, () => {
      blink = gsap.to(rig, { shut: 1, duration: 0.06, yoyo: true, repeat: 1, onComplete: nextBlink });
    });
  };
  const nextGlint = () => {
    glint = gsap.delayedCall(3 + random() * 3, () => {
      if (!rig.weapon.visible) return nextGlint();
      // Along the blade, from its tip down to the guard (the blade points up from the fist, tilted).
      const along = (d: number) => ({
        x: FIST.x + Math.sin(HELD_TILT) * d,
        y: FIST.y - Math.cos(HELD_TILT) * d,
      });
      rig.glint.position.set(along(170).x, along(170).y);
      glint = gsap
        .timeline({ onComplete: nextGlint })
        .fromTo(rig.glint, { alpha: 0 }, { alpha: 1, duration: 0.15 })
        .fromTo(rig.glint.scale, { x: 0.2, y: 0.2 }, { x: 0.8, y: 0.8, duration: 0.15 }, '<')
        .to(rig.glint, { ...along(50), duration: 0.4, ease: 'sine.inOut' })
        .to(rig.glint, { alpha: 0, duration: 0.15 });
    });
  };
  nextBlink();
  nextGlint();
  return {
    kill: () => {
      breathe.kill();
      blink?.kill();
      glint?.kill();
      rig.shut = 0;
      rig.glint.alpha = 0;
    },
  };
}

/** A step cycle of 0.5 s with a bob, looping until killed (the legs swing, the arms counter). */
export function walk(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline({ repeat: reducedMotion() ? 0 : -1 });
  if (reducedMotion()) return tl;
  toPose(tl, rig, POSES.stepA, 0.125);
  toPose(tl, rig, POSES.stepB, 0.25);
  toPose(tl, rig, POSES.stand, 0.125);
  return tl;
}

/** Where the striking fist is at the end of a cast, in rig units: where a spell leaves the hand. */
const CAST_FROM = { x: RIG.reach.x + 100, y: RIG.reach.y - 40 };

/**
 * A spell: the arm rises (150 ms), thrusts forward (80 ms) and the element leaves the hand towards
 * `target` (rig units): fire sparks, frost shards, toxic puffs, lightning, demonic motes; it holds
 * there `hold` s (a hit-stop), then recovers in 200 ms.
 */
export function cast(rig: WarlordRig, target = { x: 900, y: 420 }, hold = 0): gsap.core.Timeline {
  const tl = gsap.timeline();
  toPose(tl, rig, POSES.castWindUp, dur(0.15), 0, 'power2.in');
  tl.addLabel('strike');
  toPose(tl, rig, POSES.cast, dur(0.08), 'strike', 'power3.out');
  castSpell(tl, rig.fx, rig.held?.element ?? null, rig.strikeColor(), CAST_FROM, target, 'strike');
  toPose(tl, rig, POSES.stand, dur(0.2), `strike+=${dur(0.08) + hold}`, 'power1.out');
  return tl;
}

/**
 * An attack with what the Warlord holds: wind-up 150 ms, strike 80 ms, a hold of `hold` s where
 * the blow lands (a hit-stop: the struck pose stays), recover 200 ms. A blade (or bare fists)
 * leaves a swoosh in its element's colour; a spell is cast (`cast`) at `target` (rig units,
 * relative to the rig).
 */
export function attack(rig: WarlordRig, target = { x: 900, y: 420 }, hold = 0): gsap.core.Timeline {
  if (rig.held?.kind === 'Spell') return cast(rig, target, hold);
  const tl = gsap.timeline();
  toPose(tl, rig, POSES.windUp, dur(0.15), 0, 'power2.in');
  tl.addLabel('strike');
  toPose(tl, rig, POSES.strike, dur(0.08), 'strike', 'power3.out');
  swoosh(tl, rig.fx, rig.strikeColor(), 'strike');
  toPose(tl, rig, POSES.stand, dur(0.2), `strike+=${dur(0.08) + hold}`, 'power1.out');
  return tl;
}

/** A stealth pass: the Warlord crouches, darkens to a shadow (opaque: a tint) and tiptoes. */
export function sneak(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline();
  toPose(tl, rig, POSES.sneak, dur(0.3), 0);
  return tl.to(rig, { shadow: POSES.sneak.shadow, duration: dur(0.3) }, 0);
}

/** Back on its feet after sneaking. */
export function standUp(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline();
  toPose(tl, rig, POSES.stand, dur(0.25), 0);
  return tl.to(rig, { shadow: 0, duration: dur(0.25) }, 0);
}

/** Struck: a white flash of 60 ms and a knock back of 10 px (`px` is 10 screen pixels in rig units). */
export function hit(rig: WarlordRig, px: number): gsap.core.Timeline {
  const flash = new ColorMatrixFilter();
  flash.brightness(2.2, false);
  const tl = gsap.timeline();
  if (!reducedMotion()) tl.call(() => void (rig.filters = [flash]));
  toPose(tl, rig, POSES.hit, dur(0.1), 0, 'power2.out');
  tl.to(rig, { x: rig.x - px * (rig.scale.x < 0 ? -1 : 1), duration: dur(0.1), ease: 'power2.out' }, 0).call(
    () => void (rig.filters = []),
    undefined,
    0.06,
  );
  return tl;
}

/** A fall: the Warlord topples backwards about its feet, eyes shut, and darkens (opaque: a tint). */
export function fall(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline();
  toPose(tl, rig, POSES.fall, dur(0.45), 0, 'power2.in');
  return tl.to(rig, { shadow: POSES.fall.shadow, duration: dur(0.4) });
}

/** A cheer: both arms up and a small jump (three hops). */
export function cheer(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline();
  tl.call(() => void (rig.restMouth = 'smile'));
  toPose(tl, rig, { ...POSES.cheer, lift: 0 }, dur(0.18), 0, 'back.out(2)');
  tl.to(rig.pivot, {
    y: RIG.feet.y - POSES.cheer.lift,
    duration: dur(0.2),
    yoyo: true,
    repeat: reducedMotion() ? 0 : 3,
    ease: 'power1.out',
  });
  toPose(tl, rig, POSES.stand, dur(0.25));
  return tl;
}

/** A retreat: the Warlord turns around and runs off `distance` px to the left. */
export function retreat(rig: WarlordRig, distance: number): gsap.core.Timeline {
  const steps = walk(rig);
  return gsap
    .timeline({ onComplete: () => void steps.kill() })
    .to(rig.scale, { x: -Math.abs(rig.scale.x), duration: dur(0.12) })
    .to(rig, { x: rig.x - distance, duration: dur(0.9), ease: 'power1.in' });
}

/** Equip: a pop of the whole figure, a flash of colour and a ring of sparkles. */
export function equip(rig: WarlordRig, color = 0xd4a017): gsap.core.Timeline {
  const tl = gsap.timeline();
  const s = Math.abs(rig.scale.y);
  tl.to(rig.scale, { x: s * 1.08, y: s * 1.08, duration: dur(0.12), ease: 'power2.out' })
    .to(rig.scale, { x: s, y: s, duration: dur(0.3), ease: 'back.out(3)' })
    .addLabel('ring', 0.05);
  sparkleRing(tl, rig.fx, color, 'ring');
  return tl;
}
