import { gsap } from 'gsap';
import { ColorMatrixFilter } from 'pixi.js';
import { dur, reducedMotion } from '../shared/motion.ts';
import { castSpell, sparkleRing, swoosh } from './warlord-fx.ts';
import { RIG, type WarlordRig } from './warlord-rig.ts';

/**
 * The Warlord's moves, each a gsap timeline on the rig's parts (art-direction.md, "The Warlord").
 * Times in seconds; `dur` shrinks them under reduced motion, where loops do not run at all.
 */

/** Fired on `document` when a flourish plays (its name in `detail`): what the browser tests see. */
export const MOVE_EVENT = 'warlords:move';

/** Fired on `document` each time a Warlord is dressed (its traits in `detail`): what the browser tests see. */
export const DRESSED_EVENT = 'warlords:dressed';

/** Puts every part back where it stands. */
export function standStill(rig: WarlordRig): void {
  gsap.killTweensOf([rig, rig.scale, rig.pivot, rig.body.scale, rig.head, rig.eyes.scale]);
  gsap.killTweensOf([rig.armL, rig.armR, rig.legL, rig.legR, rig.glint, rig.glint.scale]);
  rig.rotation = 0;
  rig.alpha = 1;
  rig.scale.x = Math.abs(rig.scale.x);
  rig.pivot.set(RIG.feet.x, RIG.feet.y);
  rig.body.scale.set(1);
  rig.head.position.set(RIG.neck.x, RIG.neck.y);
  rig.eyes.scale.y = 1;
  rig.armL.rotation = 0;
  rig.armR.rotation = 0;
  rig.legL.rotation = 0;
  rig.legR.rotation = 0;
  rig.glint.alpha = 0;
  rig.filters = [];
}

/**
 * Idle life: the chest breathes (scale-y 1.00 to 1.02 on a 2.4 s sine) and the head follows by
 * 2 px, a 120 ms blink every 2.5-6 s, a glint along the weapon every few seconds. `random` picks
 * the pauses (a seeded source in tests). Nothing loops under reduced motion.
 */
export function idle(rig: WarlordRig, random: () => number = Math.random): { kill: () => void } {
  if (reducedMotion()) return { kill: () => undefined };
  const breathe = gsap
    .timeline({ repeat: -1, yoyo: true, defaults: { duration: 1.2, ease: 'sine.inOut' } })
    .to(rig.body.scale, { y: 1.02 })
    .to(rig.head, { y: RIG.neck.y - 8 }, 0)
    .to(rig.armL, { rotation: 0.04 }, 0)
    .to(rig.armR, { rotation: -0.04 }, 0);
  let blink: gsap.core.Tween | null = null;
  let glint: gsap.core.Tween | null = null;
  const nextBlink = () => {
    blink = gsap.delayedCall(2.5 + random() * 3.5, () => {
      gsap.to(rig.eyes.scale, { y: 0.1, duration: 0.06, yoyo: true, repeat: 1, onComplete: nextBlink });
    });
  };
  const nextGlint = () => {
    glint = gsap.delayedCall(3 + random() * 3, () => {
      if (!rig.weapon.visible) return nextGlint();
      rig.glint.position.set(rig.weapon.x, rig.weapon.y - 150);
      gsap
        .timeline({ onComplete: nextGlint })
        .fromTo(rig.glint, { alpha: 0 }, { alpha: 1, duration: 0.15 })
        .fromTo(rig.glint.scale, { x: 0.2, y: 0.2 }, { x: 1, y: 1, duration: 0.15 }, '<')
        .to(rig.glint, { y: rig.weapon.y - 40, duration: 0.4, ease: 'sine.inOut' })
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
    },
  };
}

/** A step cycle of 0.5 s with a bob, looping until killed (the legs swing, the arms counter). */
export function walk(rig: WarlordRig): gsap.core.Timeline {
  const tl = gsap.timeline({ repeat: reducedMotion() ? 0 : -1, defaults: { ease: 'sine.inOut' } });
  if (reducedMotion()) return tl;
  tl.to(rig.legL, { rotation: 0.35, duration: 0.125 })
    .to(rig.legR, { rotation: -0.35, duration: 0.125 }, 0)
    .to(rig.armL, { rotation: -0.25, duration: 0.125 }, 0)
    .to(rig.armR, { rotation: 0.2, duration: 0.125 }, 0)
    .to(rig.pivot, { y: RIG.feet.y + 16, duration: 0.125 }, 0)
    .to(rig.legL, { rotation: -0.35, duration: 0.25 })
    .to(rig.legR, { rotation: 0.35, duration: 0.25 }, '<')
    .to(rig.armL, { rotation: 0.25, duration: 0.25 }, '<')
    .to(rig.armR, { rotation: -0.2, duration: 0.25 }, '<')
    .to(rig.pivot, { y: RIG.feet.y, duration: 0.125 }, '<')
    .to(rig.pivot, { y: RIG.feet.y + 16, duration: 0.125 })
    .to(rig.legL, { rotation: 0, duration: 0.125 })
    .to(rig.legR, { rotation: 0, duration: 0.125 }, '<')
    .to(rig.armL, { rotation: 0, duration: 0.125 }, '<')
    .to(rig.armR, { rotation: 0, duration: 0.125 }, '<')
    .to(rig.pivot, { y: RIG.feet.y, duration: 0.125 }, '<');
  return tl;
}

/**
 * An attack with what the Warlord holds: wind-up 150 ms, strike 80 ms, recover 200 ms. A blade
 * leaves a swoosh in its element's colour; a spell throws its element at `target` (portrait
 * units, relative to the rig); bare hands punch.
 */
export function attack(rig: WarlordRig, target = { x: 900, y: 380 }): gsap.core.Timeline {
  const tl = gsap.timeline();
  const color = rig.strikeColor();
  const spell = rig.held?.kind === 'Spell';
  tl.to(rig.armR, { rotation: spell ? -2.2 : 2.6, duration: dur(0.15), ease: 'power2.in' })
    .to(rig.body.scale, { x: 0.97, duration: dur(0.15) }, '<')
    .addLabel('strike')
    .to(rig.armR, { rotation: spell ? -1.6 : -0.9, duration: dur(0.08), ease: 'power3.out' });
  if (spell) castSpell(tl, rig.fx, rig.held?.element ?? null, color, { x: 560, y: 330 }, target, 'strike');
  else swoosh(tl, rig.fx, color, 'strike');
  tl.to(rig.armR, { rotation: 0, duration: dur(0.2), ease: 'power1.out' }, 'strike+=0.08').to(
    rig.body.scale,
    { x: 1, duration: dur(0.2) },
    '<',
  );
  return tl;
}

/** A stealth pass: the Warlord crouches, fades to a shadow and tiptoes. */
export function sneak(rig: WarlordRig): gsap.core.Timeline {
  return gsap
    .timeline()
    .to(rig, { alpha: 0.35, duration: dur(0.3) })
    .to(rig.pivot, { y: RIG.feet.y - 40, duration: dur(0.3) }, '<')
    .to(rig.body.scale, { y: 0.94, duration: dur(0.3) }, '<')
    .to(rig.head, { y: RIG.neck.y + 24, duration: dur(0.3) }, '<')
    .to(rig.armL, { rotation: 0.6, duration: dur(0.3) }, '<')
    .to(rig.armR, { rotation: -0.6, duration: dur(0.3) }, '<');
}

/** Back on its feet after sneaking. */
export function standUp(rig: WarlordRig): gsap.core.Timeline {
  return gsap
    .timeline()
    .to(rig, { alpha: 1, duration: dur(0.25) })
    .to(rig.pivot, { y: RIG.feet.y, duration: dur(0.25) }, '<')
    .to(rig.body.scale, { y: 1, duration: dur(0.25) }, '<')
    .to(rig.head, { y: RIG.neck.y, duration: dur(0.25) }, '<')
    .to([rig.armL, rig.armR], { rotation: 0, duration: dur(0.25) }, '<');
}

/** Struck: a white flash of 60 ms and a knock back of 10 px (`px` is 10 screen pixels in rig units). */
export function hit(rig: WarlordRig, px: number): gsap.core.Timeline {
  const flash = new ColorMatrixFilter();
  flash.brightness(2.2, false);
  const tl = gsap.timeline();
  if (!reducedMotion()) tl.call(() => void (rig.filters = [flash]));
  tl.to(rig, { x: rig.x - px * (rig.scale.x < 0 ? -1 : 1), duration: dur(0.1), ease: 'power2.out' })
    .call(() => void (rig.filters = []), undefined, 0.06)
    .to(rig, { alpha: 0.6, duration: dur(0.06), yoyo: true, repeat: 1 }, 0);
  return tl;
}

/** A fall: the Warlord topples backwards and fades. */
export function fall(rig: WarlordRig): gsap.core.Timeline {
  return gsap
    .timeline()
    .to(rig, { rotation: -1.35, duration: dur(0.45), ease: 'power2.in' })
    .to(rig.armL, { rotation: 1.2, duration: dur(0.45) }, '<')
    .to(rig.armR, { rotation: -1.2, duration: dur(0.45) }, '<')
    .to(rig, { alpha: 0.35, duration: dur(0.4) });
}

/** A cheer: both arms up and a small jump. */
export function cheer(rig: WarlordRig): gsap.core.Timeline {
  return gsap
    .timeline()
    .to(rig.armL, { rotation: 2.7, duration: dur(0.18), ease: 'back.out(2)' })
    .to(rig.armR, { rotation: -2.7, duration: dur(0.18), ease: 'back.out(2)' }, '<')
    .to(rig.pivot, {
      y: RIG.feet.y + 70,
      duration: dur(0.2),
      yoyo: true,
      repeat: reducedMotion() ? 0 : 3,
      ease: 'power1.out',
    })
    .to([rig.armL, rig.armR], { rotation: 0, duration: dur(0.25) });
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
