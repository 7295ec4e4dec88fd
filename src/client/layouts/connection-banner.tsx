import { retryNow, useConnection } from '../game/connection.ts';

/** While the server does not answer: says so, that game actions wait, and offers to try at once. */
export function ConnectionBanner() {
  const lost = useConnection((s) => s.lostAt !== null);
  if (!lost) return null;
  return (
    <div className="connection-banner" role="alert">
      <span>
        <strong>Connection lost, retrying…</strong> Game actions are paused until the server answers.
      </span>
      <button type="button" className="button button--small" onClick={retryNow}>
        Retry now
      </button>
    </div>
  );
}
