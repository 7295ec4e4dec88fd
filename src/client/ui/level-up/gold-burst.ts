import { gsap } from 'gsap';
import { reducedMotion } from '../../scenes/shared/motion.ts';

const COLORS = ['#d4a017', '#f4cf63', '#fff3c4', '#e8b730'];

/**
 * A burst of `count` gold sparks from the middle of `host` (a positioned element): small DOM
 * squares flung outward with gsap, removed when they land. Nothing under reduced motion.
 */
export function goldBurst(host: HTMLElement, count = 40, reach = 160): void {
  if (reducedMotion()) return;
  for (let i = 0; i < count; i++) {
    const spark = document.createElement('i');
    spark.className = 'gold-spark';
    spark.style.background = COLORS[i % COLORS.length]!;
    host.appendChild(spark);
    const angle = (i / count) * Math.PI * 2 + Math.random() * 0.3;
    const dist = reach * (0.55 + Math.random() * 0.45);
    gsap
      .timeline({ onComplete: () => spark.remove() })
      .fromTo(
        spark,
        { x: 0, y: 0, scale: 1, rotation: 0, opacity: 1 },
        {
          x: Math.cos(angle) * dist,
          y: Math.sin(angle) * dist * 0.7,
          rotation: 180 + Math.random() * 180,
          duration: 0.7,
          ease: 'power3.out',
        },
      )
      .to(spark, { opacity: 0, scale: 0.3, y: `+=${20 + Math.random() * 20}`, duration: 0.4 }, '-=0.25');
  }
}
