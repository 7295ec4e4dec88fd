import { useEffect, useRef } from 'react';

/** Fired on `document` when an upgrade is celebrated (the new level in `detail`): what tests see. */
export const UPGRADE_EVENT = 'warlords:upgrade-burst';

/** Tells the page (and the tests) that the server answered an upgrade to `level`. */
export const announceUpgrade = (level: number): void =>
  void document.dispatchEvent(new CustomEvent(UPGRADE_EVENT, { detail: level }));

/**
 * Where an upgraded card's celebration lands (level-celebration.tsx settles back into it): the
 * card flares gold, gold sparks fly out of its top edge and a "Level N" pops there and stands a
 * moment. Silent: the celebration played the sound. Plays each time `shot` grows, never on the
 * first render. Lives inside the card, which must be positioned.
 */
export function UpgradeBurst({
  shot,
  level,
}: {
  /** Grows by one per celebration that settled back into the card. */
  shot: number;
  /** The level the upgrade reached (the server's answer). */
  level: number;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el || shot === 0) return;
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
