import { useLayoutEffect, useRef, type RefObject } from 'react';
import { retryNow, useConnection } from '../game/connection.ts';

/**
 * Tells the page how much of its foot the banner takes (`--outage-h` on the root, its height and
 * a gap), while it shows: what stands at the foot (a stage run's buttons and the claim's error)
 * rises above it rather than under it (r30: "Reconnecting…" over the run's Claim).
 */
function useFootTaken(banner: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const el = banner.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--outage-h', `${Math.ceil(el.offsetHeight) + 12}px`);
    set();
    // Its height changes with its words (a write unanswered) and the window's width.
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      root.style.removeProperty('--outage-h');
    };
  }, [banner, shown]);
}

/**
 * While the server does not answer, on every page: "Reconnecting…", a write of the player's that
 * got no answer (instead of a toast beside the banner), what waits (game actions, and a screen whose
 * code was asked for meanwhile: it opens by itself once the server is back), that it tries again
 * every second (game/connection.ts: no countdown, a second is not worth one), and Retry now.
 */
export function ConnectionBanner() {
  const lost = useConnection((s) => s.lostAt !== null);
  const screens = useConnection((s) => s.waitingScreens);
  const writeUnanswered = useConnection((s) => s.writeUnanswered);
  const ref = useRef<HTMLDivElement>(null);
  useFootTaken(ref, lost);
  if (!lost) return null;
  return (
    <div ref={ref} className="connection-banner" role="alert" data-waiting-screens={screens}>
      <span className="connection-banner__spinner" aria-hidden="true" />
      <span className="connection-banner__text">
        <strong>Reconnecting…</strong> {writeUnanswered ? 'Your last action got no answer. ' : ''}
        {screens > 0
          ? 'The server does not answer. Your screen opens as soon as it is back.'
          : 'The server does not answer. Game actions are paused until it is back.'}{' '}
        <span className="connection-banner__next" aria-hidden="true">
          Trying again every second.
        </span>
      </span>
      <button type="button" className="button button--small" onClick={retryNow}>
        Retry now
      </button>
    </div>
  );
}
