import { gsap } from 'gsap';
import type { Container, Graphics, ParticleContainer } from 'pixi.js';
import { buzz } from '../../sound/haptics.ts';
import { play } from '../../sound/sound.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { burst, particleCount } from './reveal-burst.ts';
import { chargeSeconds } from './reveal-plan.ts';

export interface RevealParts {
  source: Container;
  star: Graphics;
  /** The glow behind the source, in the best rarity's colour. */
  glow: Graphics;
  sparks: ParticleContainer;
  /** The best rarity inside (0-3) and its colour. */
  best: number;
  bestColor: number;
}

/**
 * Anticipation: the crate (or the loot) shakes harder and harder while a glow in the best
 * rarity's colour grows behind it, longer, larger and brighter the rarer the best reward
 * (chargeSeconds: 0.6 s for a Common, 0.75 s for a Legendary); then it bursts: a star and 40-80
 * particles. Each rarity's escalation (its build, ring, flash, rays and sound) comes with its own
 * card (reveal-cards.tsx), so the burst does not tell the best card before the cards turn.
 * Reduced motion: the glow fades in.
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
}
