import { useEffect, useRef } from 'react';
import { buzz } from '../../sound/haptics.ts';
import { playLater } from '../../sound/later.ts';

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
    playLater('levelup', 0.7);
    buzz('reward');
    document.dispatchEvent(new CustomEvent(UPGRADE_EVENT, { detail: level }));
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./level-up-motion.ts').then((m) => {
      if (!gone) stop = m.playUpgradeBurst(el);
    });
    return () => {
      gone = true;
      stop?.();
    };
    // The level comes with its shot (one state), so a new shot is what fires it.
  }, [shot, level]);
  return (
    <div ref={root} className="upgrade-burst" aria-hidden="true">
      {/* Only once an upgrade has been answered: a card never says "Level 0!" before it. */}
      {shot > 0 && level > 0 ? <span className="upgrade-burst__label">Level {level}!</span> : null}
    </div>
  );
}
