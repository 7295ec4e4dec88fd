import { retryNow, useConnection } from '../game/connection.ts';

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
          Trying again every second.
        </span>
      </span>
      <button type="button" className="button button--small" onClick={retryNow}>
        Retry now
      </button>
    </div>
  );
}
