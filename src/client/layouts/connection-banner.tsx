import { useEffect, useState } from 'react';
import { retryNow, useConnection } from '../game/connection.ts';

/** Whole seconds until `at` (never below 0), ticking once a second while shown. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(id);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * While the server does not answer, on every page: "Reconnecting…", a write of the player's that
 * got no answer (instead of a toast beside the banner), what waits (game actions, and a screen whose
 * code was asked for meanwhile: it opens by itself once the server is back), when the next try is,
 * and Retry now.
 */
export function ConnectionBanner() {
  const lost = useConnection((s) => s.lostAt !== null);
  const nextTryAt = useConnection((s) => s.nextTryAt);
  const screens = useConnection((s) => s.waitingScreens);
  const writeUnanswered = useConnection((s) => s.writeUnanswered);
  const seconds = useSecondsUntil(lost ? nextTryAt : null);
  if (!lost) return null;
  return (
    <div className="connection-banner" role="alert" data-waiting-screens={screens}>
      <span className="connection-banner__spinner" aria-hidden="true" />
      <span className="connection-banner__text">
        <strong>Reconnecting…</strong> {writeUnanswered ? 'Your last action got no answer. ' : ''}
        {screens > 0
          ? 'The server does not answer. Your screen opens as soon as it is back.'
          : 'The server does not answer. Game actions are paused until it is back.'}{' '}
        <span className="connection-banner__next" aria-hidden="true">
          {seconds !== null && seconds > 0 ? `Next try in ${seconds} s.` : 'Trying…'}
        </span>
      </span>
      <button type="button" className="button button--small" onClick={retryNow}>
        Retry now
      </button>
    </div>
  );
}
