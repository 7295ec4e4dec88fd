import { gsap } from 'gsap';
import { reducedMotion } from '../reduced-motion.ts';

/**
 * The level-up moments' motion (gsap), loaded with the first one: screens never carry gsap in
 * their own code (the bundle budget's rule), so the banner and the burst import this on demand.
 */

const COLORS = ['#d4a017', '#f4cf63', '#fff3c4', '#e8b730'];

/**
 * A burst of `count` gold sparks from the middle of `host` (a positioned element): small DOM
 * squares flung outward (`upward`: only up and sideways), removed when they land. Nothing under
 * reduced motion.
 */
function goldBurst(host: HTMLElement, count: number, reach: number, upward = false): void {
  if (reducedMotion()) return;
  for (let i = 0; i < count; i++) {
    const spark = document.createElement('i');
    spark.className = 'gold-spark';
    spark.style.background = COLORS[i % COLORS.length]!;
    host.appendChild(spark);
    const angle = upward
      ? Math.PI + (i / (count - 1)) * Math.PI + (Math.random() - 0.5) * 0.2
      : (i / count) * Math.PI * 2 + Math.random() * 0.3;
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

/**
 * The level-up banner's life: it drops in with a burst of gold, its lines follow, it stands
 * `standS` seconds and leaves; a 150 ms fade in and out under reduced motion. Returns a stop.
 */
export function playBanner(el: HTMLElement, big: boolean, standS: number, onDone: () => void): () => void {
  const tl = gsap.timeline({ onComplete: onDone });
  if (reducedMotion()) {
    tl.fromTo(el, { opacity: 0 }, { opacity: 1, duration: 0.15 }).to(
      el,
      { opacity: 0, duration: 0.15 },
      `+=${standS + 0.6}`,
    );
  } else {
    tl.fromTo(
      el,
      { opacity: 0, y: -40, scale: 0.6 },
      { opacity: 1, y: 0, scale: 1, duration: 0.45, ease: 'back.out(2.2)' },
    )
      .add(() => goldBurst(el.querySelector<HTMLElement>('.level-up__burst')!, big ? 64 : 44, 160), 0.15)
      .fromTo(
        el.querySelectorAll('.level-up__line'),
        { opacity: 0, y: 12 },
        { opacity: 1, y: 0, duration: 0.3, stagger: 0.12 },
        0.3,
      )
      .to(el, { opacity: 0, y: -24, duration: 0.35, ease: 'power2.in' }, `+=${standS}`);
  }
  return () => void tl.kill();
}

/**
 * An upgraded card's burst: the card flares gold and its picture pops, sparks fly up out of `el`
 * (on the card's top edge), and its label pops on that edge and stands there a moment before it
 * fades (r31: a "Level 2!" that lasted under a second, rising over the heading above, was "the
 * only feedback"). Returns a stop.
 */
export function playUpgradeBurst(el: HTMLElement): () => void {
  const label = el.querySelector('.upgrade-burst__label');
  const card = el.parentElement;
  const picture = card?.querySelector('.thumb') ?? null;
  if (reducedMotion())
    return stopping(
      gsap
        .timeline()
        .fromTo(label, { opacity: 0 }, { opacity: 1, duration: 0.15 })
        .to(label, { opacity: 0, duration: 0.15 }, '+=1.6'),
    );
  goldBurst(el, 36, 140, true);
  const tl = gsap
    .timeline()
    .fromTo(
      label,
      { opacity: 0, scale: 0.4 },
      { opacity: 1, scale: 1.2, duration: 0.35, ease: 'back.out(3)' },
    )
    .to(label, { scale: 1, duration: 0.25 })
    .to(label, { opacity: 0, scale: 0.9, duration: 0.4, ease: 'power1.in' }, '+=1.3');
  if (card)
    tl.fromTo(
      card,
      { boxShadow: '0 0 0 0 rgb(244 207 99 / 0), 0 0 0 0 rgb(244 207 99 / 0)' },
      {
        boxShadow: '0 0 0 4px rgb(244 207 99 / 1), 0 0 32px 8px rgb(244 207 99 / 0.75)',
        duration: 0.25,
        yoyo: true,
        repeat: 3,
        ease: 'sine.inOut',
        clearProps: 'boxShadow',
      },
      0,
    );
  if (picture)
    tl.fromTo(
      picture,
      { scale: 1, filter: 'brightness(1)' },
      {
        scale: 1.35,
        filter: 'brightness(1.6)',
        duration: 0.22,
        yoyo: true,
        repeat: 1,
        ease: 'power2.out',
        clearProps: 'transform,filter',
      },
      0.05,
    );
  return stopping(tl);
}

/** Stops `tl` where it is. */
const stopping = (tl: gsap.core.Timeline) => () => void tl.kill();
