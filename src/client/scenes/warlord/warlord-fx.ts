import { Graphics, type Container } from 'pixi.js';
import { gsap } from 'gsap';
import type { Element } from '../../../rules/catalog/items.ts';
import { dur, reducedMotion } from '../shared/motion.ts';

/** One particle of an element: fire sparks, frost shards, smoke puffs, sparks of lightning, a veil. */
function particle(element: Element | null, color: number): Graphics {
  const g = new Graphics();
  switch (element) {
    case 'Fire':
      return g.poly([0, -18, 10, 0, 0, 12, -10, 0]).fill(color).circle(0, 2, 6).fill(0xffe08a);
    case 'Frost':
      return g.poly([0, -20, 6, 0, 0, 20, -6, 0]).fill(color).stroke({ color: 0xffffff, width: 3 });
    case 'Toxic':
      return g.circle(0, 0, 16).fill({ color, alpha: 0.7 }).circle(-5, -5, 5).fill(0xd9ffe4);
    case 'Electric':
      return g.poly([-6, -20, 8, -4, 0, -2, 8, 20, -8, 2, 0, 0]).fill(color);
    case 'Demonic':
      return g.circle(0, 0, 14).fill({ color, alpha: 0.6 }).circle(0, 0, 6).fill(0xf3d9ff);
    default:
      return g.circle(0, 0, 8).fill(color);
  }
}

/**
 * A spell leaves the hand at `from` toward `to` (both in the fx container's units): a burst of
 * its element's particles. Reduced motion: one soft fade at the target instead.
 */
export function castSpell(
  tl: gsap.core.Timeline,
  fx: Container,
  element: Element | null,
  color: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
  at: gsap.Position,
): void {
  const count = reducedMotion() ? 1 : 10;
  for (let i = 0; i < count; i++) {
    const p = particle(element, color);
    p.position.set(from.x, from.y);
    p.alpha = 0;
    fx.addChild(p);
    const spread = (i - count / 2) * 14;
    const delay = i * 0.025;
    tl.set(p, { alpha: 1 }, `${at}+=${delay}`)
      .to(
        p,
        {
          x: to.x + spread,
          y: to.y + spread * 0.6,
          rotation: i,
          duration: dur(0.35),
          ease: 'power2.out',
        },
        `${at}+=${delay}`,
      )
      .to(p, { alpha: 0, duration: dur(0.25), onComplete: () => p.destroy() }, `${at}+=${delay + 0.3}`);
  }
}

/** The arc a blade leaves, in front of the Warlord. */
export function swoosh(tl: gsap.core.Timeline, fx: Container, color: number, at: gsap.Position): void {
  const g = new Graphics()
    .arc(0, 0, 230, -1.2, 1.0)
    .stroke({ color, width: 26, alpha: 0.85, cap: 'round' })
    .arc(0, 0, 200, -1.0, 0.8)
    .stroke({ color: 0xffffff, width: 10, alpha: 0.8, cap: 'round' });
  g.position.set(420, 440);
  g.alpha = 0;
  fx.addChild(g);
  tl.set(g, { alpha: 1 }, at)
    .fromTo(g, { rotation: -0.6 }, { rotation: 0.3, duration: dur(0.12) }, at)
    .to(g, { alpha: 0, duration: dur(0.2), onComplete: () => g.destroy() });
}

/** A ring of sparkles bursting out of the Warlord's chest: an equip or an upgrade. */
export function sparkleRing(
  tl: gsap.core.Timeline,
  fx: Container,
  color: number,
  at: gsap.Position,
  count = 14,
): void {
  if (reducedMotion()) return;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const g = new Graphics().poly([0, -16, 5, -5, 16, 0, 5, 5, 0, 16, -5, 5, -16, 0, -5, -5]).fill(color);
    g.position.set(256, 460);
    g.alpha = 0;
    fx.addChild(g);
    tl.set(g, { alpha: 1 }, at)
      .to(
        g,
        { x: 256 + Math.cos(a) * 300, y: 460 + Math.sin(a) * 300, duration: dur(0.55), ease: 'power2.out' },
        at,
      )
      .to(g, { alpha: 0, duration: dur(0.3), onComplete: () => g.destroy() }, `${at}+=0.35`);
  }
}
