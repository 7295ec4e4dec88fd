import { gsap } from 'gsap';
import { useEffect, useRef } from 'react';
import { reducedMotion } from '../../scenes/shared/motion.ts';
import { buzz } from '../../sound/haptics.ts';
import { goldBurst } from './gold-burst.ts';

/** Fired on `document` when an upgrade's burst plays (the new level in `detail`): what tests see. */
export const UPGRADE_EVENT = 'warlords:upgrade-burst';

/**
 * The level-up burst of an upgraded card: gold sparks out of its middle, a "Level N" that pops up
 * and rises, the level-up sound. Plays each time `shot` grows (one per upgrade the server
 * answered), never on the first render. Lives inside the card, which must be positioned.
 */
export function UpgradeBurst({
  shot,
  level,
}: {
  /** Grows by one per upgrade the server answered. */
  shot: number;
  /** The level the upgrade reached (the server's answer). */
  level: number;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || shot === 0) return;
    void import('../../sound/sound.ts').then((s) => s.play('levelup', 0.7));
    buzz('reward');
    document.dispatchEvent(new CustomEvent(UPGRADE_EVENT, { detail: level }));
    goldBurst(el, 28, 120);
    const label = el.querySelector('.upgrade-burst__label');
    const tl = reducedMotion()
      ? gsap
          .timeline()
          .fromTo(label, { opacity: 0 }, { opacity: 1, duration: 0.15 })
          .to(label, { opacity: 0, duration: 0.15 }, '+=1')
      : gsap
          .timeline()
          .fromTo(
            label,
            { opacity: 0, scale: 0.4, y: 10 },
            { opacity: 1, scale: 1.15, y: -6, duration: 0.35, ease: 'back.out(3)' },
          )
          .to(label, { scale: 1, duration: 0.2 })
          .to(label, { opacity: 0, y: -36, duration: 0.45, ease: 'power1.in' }, '+=0.7');
    return () => void tl.kill();
    // The level comes with its shot (one state), so a new shot is what fires it.
  }, [shot, level]);
  return (
    <div ref={root} className="upgrade-burst" aria-hidden="true">
      <span className="upgrade-burst__label">Level {level}!</span>
    </div>
  );
}
