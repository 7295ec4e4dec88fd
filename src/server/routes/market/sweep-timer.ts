import type { FastifyInstance } from 'fastify';
import { sweepExpired } from '../../game/market-sweep.ts';

/** How often expired listings are returned while the server runs. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Returns the goods of expired listings without anyone having to ask: once when the server is
 * ready, then every minute. A sweep under way is awaited on close, so the database is never
 * closed beneath it; a failed sweep is logged and tried again at the next tick.
 */
export function startExpirySweeps(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepExpired(app)
      .then((n) => {
        if (n > 0) app.log.info({ returned: n }, 'expired listings returned');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    sweep();
    await running;
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
