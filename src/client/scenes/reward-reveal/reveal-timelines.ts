import { gsap } from 'gsap';
import type { Container, Graphics, ParticleContainer } from 'pixi.js';
import { buzz } from '../../sound/haptics.ts';
import { play } from '../../sound/sound.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { burst, escalate, particleCount } from './reveal-burst.ts';
import { chargeSeconds } from './reveal-plan.ts';

export interface RevealParts {
  source: Container;
  star: Graphics;
  /** The glow behind the source, in the best rarity's colour. */
  glow: Graphics;
  ring: Graphics;
  flash: Graphics;
  rays: Container;
  sparks: ParticleContainer;
  /** The best rarity inside (0-3) and its colour. */
  best: number;
  bestColor: number;
}

/**
 * Anticipation: the crate (or the loot) shakes harder and harder while a glow in the best
 * rarity's colour grows behind it, longer, larger and brighter the rarer the best reward
 * (chargeSeconds: 0.6 s for a Common, 1.2 s for a Legendary); then it bursts: a flash, 40-80
 * particles, and the rarity's escalation (ring, screen flash, light rays). The rarity's own sound
 * comes with its card (reveal-cards.tsx). Reduced motion: the glow fades in.
 */
export function shakeAndBurst(tl: gsap.core.Timeline, p: RevealParts, sound: 'crate' | 'reward'): void {
  const charge = chargeSeconds(p.best);
  const steps = Math.round(charge / 0.1);
  const baseScale = p.source.scale.x;
  tl.call(() => play(sound)).addLabel('shake');
  if (!reducedMotion()) {
    for (let i = 0; i < steps; i++) {
      const a = 0.03 + (0.1 + 0.03 * p.best) * (i / steps);
      tl.to(p.source, { rotation: i % 2 ? -a : a, duration: 0.1, ease: 'sine.inOut' }, `shake+=${i * 0.1}`);
    }
    // It swells as it charges, a little more for a better rarity.
    tl.fromTo(
      p.source.scale,
      { x: baseScale, y: baseScale },
      {
        x: baseScale * (1.06 + 0.03 * p.best),
        y: baseScale * (1.06 + 0.03 * p.best),
        duration: charge,
        ease: 'power1.in',
      },
      'shake',
    );
  }
  tl.fromTo(p.glow, { alpha: 0 }, { alpha: 0.55 + 0.15 * p.best, duration: dur(charge - 0.2) }, 'shake+=0.2')
    .fromTo(
      p.glow.scale,
      { x: 0.5, y: 0.5 },
      { x: 1.1 + 0.25 * p.best, y: 1.1 + 0.25 * p.best, duration: dur(charge - 0.2) },
      '<',
    )
    .set(p.source, { rotation: 0 }, `shake+=${charge}`)
    .addLabel('burst', `shake+=${charge}`)
    .call(() => buzz(p.best >= 3 ? 'legendary' : 'reward'), undefined, 'burst')
    .to(p.star, { alpha: 1, duration: dur(0.05) }, 'burst')
    .fromTo(
      p.star.scale,
      { x: 0.2, y: 0.2 },
      { x: 1.6, y: 1.6, duration: dur(0.35), ease: 'power2.out' },
      '<',
    )
    .to(p.source.scale, { x: baseScale * 1.4, y: baseScale * 1.4, duration: dur(0.3) }, '<')
    .to(p.source, { alpha: 0, duration: dur(0.3) }, '<')
    .to(p.glow, { alpha: 0.35, duration: dur(0.3) }, '<')
    .to(p.star, { alpha: 0, duration: dur(0.3) });
  burst(tl, p.sparks, { x: p.star.x, y: p.star.y }, p.bestColor, particleCount(p.best), 'burst');
  escalate(tl, p, p.best, 'burst');
}

/**
 * The gumball machine: the knob turns, the machine rattles, a ball rolls out of the chute and
 * drops to the floor in front of it, where it stays, and bursts with light (not itself): the
 * machine and its ball stay in sight beside the card (the card is the page's, in the other half).
 * `knob` and `ball` are the scene's drawings; the ball is coloured by the reward's rarity.
 */
export function turnAndDrop(
  tl: gsap.core.Timeline,
  p: RevealParts,
  knob: Container,
  ball: Container,
  floorY: number,
): void {
  const at = { x: ball.x, y: floorY };
  tl.call(() => play('gumball'))
    .to(knob, { rotation: Math.PI * 2, duration: dur(0.8), ease: 'power1.inOut' })
    .to(p.source, { x: p.source.x + 3, duration: dur(0.05), yoyo: true, repeat: 5 }, '<')
    .set(ball, { alpha: 1 })
    .to(ball, { y: floorY, duration: dur(0.45), ease: 'bounce.out' })
    .addLabel('burst')
    .set(p.star, { x: at.x, y: at.y }, 'burst')
    .set(p.glow, { x: at.x, y: at.y }, 'burst')
    .to(p.star, { alpha: 1, duration: dur(0.05) }, 'burst')
    .fromTo(p.star.scale, { x: 0.2, y: 0.2 }, { x: 1.2, y: 1.2, duration: dur(0.3) }, '<')
    .fromTo(p.glow, { alpha: 0 }, { alpha: 0.6 + 0.1 * p.best, duration: dur(0.3) }, '<')
    .fromTo(p.glow.scale, { x: 0.3, y: 0.3 }, { x: 0.8, y: 0.8, duration: dur(0.3) }, '<')
    .fromTo(ball.scale, { x: 1, y: 1 }, { x: 1.25, y: 1.25, duration: dur(0.15), yoyo: true, repeat: 1 }, '<')
    .call(() => buzz(p.best >= 3 ? 'legendary' : 'reward'), undefined, 'burst')
    .to(p.star, { alpha: 0, duration: dur(0.3) });
  p.ring.position.set(at.x, at.y);
  p.rays.position.set(at.x, at.y);
  burst(tl, p.sparks, at, p.bestColor, particleCount(p.best), 'burst');
  escalate(tl, p, p.best, 'burst');
}
