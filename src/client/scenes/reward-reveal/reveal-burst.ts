import { gsap } from 'gsap';
import { Particle, Texture, type Container, type Graphics, type ParticleContainer } from 'pixi.js';
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

/**
 * The escalation of the best rarity: Rare a glow ring, Epic also a screen flash of 120 ms,
 * Legendary also light rays turning for 1.2 s. Under reduced motion the flash and rays fade.
 */
export function escalate(
  tl: gsap.core.Timeline,
  parts: { ring: Graphics; flash: Graphics; rays: Container },
  rarity: number,
  position: gsap.Position,
): void {
  // Not rendered before their moment (a fromTo draws its start at once by default: the flash then
  // whitened the stage through the whole charge).
  const later = { immediateRender: false };
  if (rarity >= 1)
    tl.fromTo(parts.ring, { alpha: 0.9 }, { alpha: 0, duration: dur(0.6), ...later }, position).fromTo(
      parts.ring.scale,
      { x: 0.3, y: 0.3 },
      { x: 2.2, y: 2.2, duration: dur(0.6), ease: 'power2.out', ...later },
      position,
    );
  if (rarity >= 2)
    tl.fromTo(
      parts.flash,
      { alpha: 0.7 },
      { alpha: 0, duration: dur(0.12), ease: 'power1.in', ...later },
      position,
    );
  if (rarity >= 3)
    tl.fromTo(parts.rays, { alpha: 0 }, { alpha: 0.8, duration: dur(0.2) }, position)
      .to(parts.rays, { rotation: reducedMotion() ? 0 : 0.8, duration: 1.2, ease: 'none' }, position)
      .to(
        parts.rays,
        { alpha: 0, duration: dur(0.3) },
        `${typeof position === 'string' ? position : ''}+=1.0`,
      );
}
