import { gsap } from 'gsap';
import { Particle, Texture, type ParticleContainer } from 'pixi.js';
import { dur, reducedMotion } from '../shared/motion.ts';

/** The burst's particles, art-direction.md's 40-80: more for a better rarity. */
export function particleCount(rarity: number): number {
  return 40 + Math.min(3, Math.max(0, rarity)) * 13;
}

/**
 * A burst of `count` sparks from (x, y) in `color` and gold, in a ParticleContainer (one draw
 * for all of them). Reduced motion: no particles.
 */
export function burst(
  tl: gsap.core.Timeline,
  box: ParticleContainer,
  at: { x: number; y: number },
  color: number,
  count: number,
  position: gsap.Position,
): void {
  if (reducedMotion()) return;
  const sparks: Particle[] = [];
  for (let i = 0; i < count; i++) {
    const p = new Particle({
      texture: Texture.WHITE,
      x: at.x,
      y: at.y,
      anchorX: 0.5,
      anchorY: 0.5,
      scaleX: 0.5,
      scaleY: 0.5,
      rotation: Math.PI / 4,
      tint: i % 3 === 0 ? 0xffe08a : color,
      alpha: 0,
    });
    sparks.push(p);
    box.addParticle(p);
  }
  const state = { t: 0 };
  const angles = sparks.map((_, i) => (i / count) * Math.PI * 2 + (i % 5) * 0.13);
  const reach = sparks.map((_, i) => 90 + ((i * 37) % 110));
  tl.to(
    state,
    {
      t: 1,
      duration: dur(0.9),
      ease: 'power2.out',
      onStart: () => sparks.forEach((p) => (p.alpha = 1)),
      onUpdate: () => {
        const t = state.t;
        sparks.forEach((p, i) => {
          p.x = at.x + Math.cos(angles[i]!) * reach[i]! * t;
          p.y = at.y + Math.sin(angles[i]!) * reach[i]! * t + 40 * t * t;
          p.alpha = 1 - t;
          p.scaleX = p.scaleY = 0.6 * (1 - t * 0.6);
        });
        // Tells the render group the particles moved, so draw-on-demand draws this frame
        // (update() alone only marks the buffer; onViewUpdate is what queues the view).
        (box as unknown as { onViewUpdate(): void }).onViewUpdate();
      },
      onComplete: () => box.removeParticles(),
    },
    position,
  );
}
