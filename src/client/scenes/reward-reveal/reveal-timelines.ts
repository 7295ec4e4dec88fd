import { gsap } from 'gsap';
import type { Container, Graphics } from 'pixi.js';
import { play } from '../../sound/sound.ts';
import { dur } from '../shared/motion.ts';

export interface RevealParts {
  source: Container;
  star: Graphics;
  cards: Container[];
  /** Where each card lands, and how big. */
  slots: { x: number; y: number }[];
  cardScale: number;
}

/** The crate (or the loot) shakes, then bursts open in a flash. */
export function shakeAndBurst(tl: gsap.core.Timeline, p: RevealParts, sound: 'crate' | 'reward'): void {
  tl.call(() => play(sound))
    .to(p.source, { rotation: 0.12, duration: dur(0.07), yoyo: true, repeat: 7, ease: 'sine.inOut' })
    .set(p.source, { rotation: 0 })
    .to(p.star, { alpha: 1, duration: dur(0.05) })
    .fromTo(
      p.star.scale,
      { x: 0.2, y: 0.2 },
      { x: 1.6, y: 1.6, duration: dur(0.35), ease: 'power2.out' },
      '<',
    )
    .to(p.source.scale, { x: p.source.scale.x * 1.3, y: p.source.scale.y * 1.3, duration: dur(0.3) }, '<')
    .to(p.source, { alpha: 0, duration: dur(0.3) }, '<')
    .to(p.star, { alpha: 0, duration: dur(0.3) });
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
    .to(
      ball,
      { x: p.slots[0]?.x ?? ball.x, y: p.slots[0]?.y ?? ball.y, duration: dur(0.3), ease: 'power2.inOut' },
      '<',
    )
    .set(p.star, { x: p.slots[0]?.x ?? 0, y: p.slots[0]?.y ?? 0 })
    .to(p.star, { alpha: 1, duration: dur(0.05) })
    .fromTo(p.star.scale, { x: 0.2, y: 0.2 }, { x: 1.4, y: 1.4, duration: dur(0.3) }, '<')
    .to(ball.scale, { x: 1.6, y: 1.6, duration: dur(0.2) }, '<')
    .to(ball, { alpha: 0, duration: dur(0.2) }, '<')
    .to(p.star, { alpha: 0, duration: dur(0.3) });
}

/** Each reward flies out to its place, one after the other; `onReveal` counts them. */
export function dealCards(tl: gsap.core.Timeline, p: RevealParts, onReveal: (n: number) => void): void {
  p.cards.forEach((card, i) => {
    const slot = p.slots[i] ?? { x: 0, y: 0 };
    tl.set(card, { x: p.star.x, y: p.star.y, alpha: 0 })
      .set(card.scale, { x: 0.2, y: 0.2 })
      .to(card, { x: slot.x, y: slot.y, alpha: 1, duration: dur(0.35), ease: 'back.out(1.6)' })
      .to(card.scale, { x: p.cardScale, y: p.cardScale, duration: dur(0.35), ease: 'back.out(1.6)' }, '<')
      .call(() => {
        play('reward', 0.35);
        onReveal(i + 1);
      });
  });
}
