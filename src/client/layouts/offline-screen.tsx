import { useEffect, useState } from 'react';
import { serverAnswers } from '../game/connection.ts';
import { loadPage } from '../app/navigation.ts';

/** How often the screen asks by itself whether the server is back. */
const RETRY_MS = 5000;

/**
 * The game's own "can't reach the server" screen: the game started from the service worker's copy
 * (an installed tablet, a second start) but the server does not answer. It says so in the game's
 * words, asks again every few seconds and on Try again, and loads the page afresh once it answers.
 */
export function OfflineScreen() {
  const [asking, setAsking] = useState(false);
  const [tries, setTries] = useState(0);

  async function ask() {
    setAsking(true);
    if (await serverAnswers()) loadPage(window.location.pathname + window.location.search);
    else setTries((n) => n + 1);
    setAsking(false);
  }

  useEffect(() => {
    const timer = window.setInterval(() => void ask(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <main className="offline-screen" data-testid="offline-screen">
      <section className="card offline-screen__panel" role="alert" aria-labelledby="offline-title">
        <img
          className="offline-screen__emblem"
          src="/images/app/icon-192.png"
          alt=""
          width={96}
          height={96}
        />
        <h1 id="offline-title">Can&rsquo;t reach the server</h1>
        <p>
          Your Warlord is waiting at camp, but the Warlords server does not answer. Check your connection: the
          game comes back by itself as soon as the server answers.
        </p>
        <div className="button-row offline-screen__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={asking}
            onClick={() => void ask()}
          >
            {asking ? 'Asking…' : 'Try again'}
          </button>
        </div>
        <p className="muted offline-screen__status" aria-live="polite">
          {tries === 0
            ? 'Asking again every few seconds.'
            : `Still no answer (${tries} ${tries === 1 ? 'try' : 'tries'}).`}
        </p>
      </section>
    </main>
  );
}
