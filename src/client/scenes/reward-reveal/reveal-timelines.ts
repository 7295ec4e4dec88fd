import { gsap } from 'gsap';
import type { Container, Graphics, ParticleContainer } from 'pixi.js';
import { buzz } from '../../sound/haptics.ts';
import { play } from '../../sound/sound.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { burst, escalate, particleCount } from './reveal-burst.ts';

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
  /** The middle of the stage, where the gumball's ball bursts and the tiles are dealt. */
  centre: { x: number; y: number };
}

/**
 * Anticipation: the crate (or the loot) shakes harder and harder for 600 ms while a glow in the
 * best rarity's colour grows behind it (400 ms), then it bursts: a flash, 40-80 particles, and
 * the rarity's escalation (ring, screen flash, light rays). Reduced motion: the glow fades in.
 */
export function shakeAndBurst(tl: gsap.core.Timeline, p: RevealParts, sound: 'crate' | 'reward'): void {
  tl.call(() => play(sound)).addLabel('shake');
  if (!reducedMotion())
    [0.04, 0.06, 0.09, 0.12, 0.15].forEach((a, i) =>
      tl.to(p.source, { rotation: i % 2 ? -a : a, duration: 0.12, ease: 'sine.inOut' }, `shake+=${i * 0.12}`),
    );
  tl.fromTo(p.glow, { alpha: 0 }, { alpha: 0.9, duration: dur(0.4) }, 'shake+=0.2')
    .fromTo(p.glow.scale, { x: 0.5, y: 0.5 }, { x: 1.3, y: 1.3, duration: dur(0.4) }, '<')
    .set(p.source, { rotation: 0 }, 'shake+=0.6')
    .addLabel('burst', 'shake+=0.6')
    .call(
      () => {
        if (p.best >= 3) play('legendary');
        buzz(p.best >= 3 ? 'legendary' : 'reward');
      },
      undefined,
      'burst',
    )
    .to(p.star, { alpha: 1, duration: dur(0.05) }, 'burst')
    .fromTo(
      p.star.scale,
      { x: 0.2, y: 0.2 },
      { x: 1.6, y: 1.6, duration: dur(0.35), ease: 'power2.out' },
      '<',
    )
    .to(p.source.scale, { x: p.source.scale.x * 1.3, y: p.source.scale.y * 1.3, duration: dur(0.3) }, '<')
    .to(p.source, { alpha: 0, duration: dur(0.3) }, '<')
    .to(p.glow, { alpha: 0.35, duration: dur(0.3) }, '<')
    .to(p.star, { alpha: 0, duration: dur(0.3) });
  burst(tl, p.sparks, { x: p.star.x, y: p.star.y }, p.bestColor, particleCount(p.best), 'burst');
  escalate(tl, p, p.best, 'burst');
}

/**
 * The gumball machine: the knob turns, a ball rolls out of the chute and drops, then bursts.
 * `knob` and `ball` are the scene's drawings; the ball is coloured by the reward's rarity.
 */
export function turnAndDrop(
  tl: gsap.core.Timeline,
  p: RevealParts,
  knob: Container,
  ball: Container,
  floorY: number,
): void {
  tl.call(() => play('gumball'))
    .to(knob, { rotation: Math.PI * 2, duration: dur(0.8), ease: 'power1.inOut' })
    .to(p.source, { x: p.source.x + 3, duration: dur(0.05), yoyo: true, repeat: 5 }, '<')
    .set(ball, { alpha: 1 })
    .to(ball, { y: floorY, duration: dur(0.45), ease: 'bounce.out' })
    .to(p.source, { alpha: 0.25, duration: dur(0.3) })
    .to(ball, { x: p.centre.x, y: p.centre.y, duration: dur(0.3), ease: 'power2.inOut' }, '<')
    .set(p.star, { x: p.centre.x, y: p.centre.y })
    .to(p.star, { alpha: 1, duration: dur(0.05) })
    .fromTo(p.star.scale, { x: 0.2, y: 0.2 }, { x: 1.4, y: 1.4, duration: dur(0.3) }, '<')
    .to(ball.scale, { x: 1.6, y: 1.6, duration: dur(0.2) }, '<')
    .to(ball, { alpha: 0, duration: dur(0.2) }, '<')
    .addLabel('burst', '<')
    .call(() => {
      if (p.best >= 3) play('legendary');
      buzz(p.best >= 3 ? 'legendary' : 'reward');
    })
    .to(p.star, { alpha: 0, duration: dur(0.3) });
  const at = p.centre;
  p.ring.position.set(at.x, at.y);
  p.rays.position.set(at.x, at.y);
  burst(tl, p.sparks, at, p.bestColor, particleCount(p.best), 'burst');
  escalate(tl, p, p.best, 'burst');
}
