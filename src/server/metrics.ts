import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, in one registry served by GET /metrics (routes/metrics.ts).
 * Call sites elsewhere are one line each (`metrics.x.inc()`), so the write path reads as before.
 */
export const registry = new Registry();
// Process CPU, memory, GC and the event loop's lag (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** A connection pool's use, as the database reports it (the embedded engine: its one connection). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new Set<() => PoolUse>();

/** Adds a database's pool to the gauges; returns the function that removes it. */
export function watchPool(read: () => PoolUse): () => void {
  pools.add(read);
  return () => pools.delete(read);
}

function poolGauge(name: string, help: string, field: keyof PoolUse) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const read of pools) sum += read()[field];
      this.set(sum);
    },
  });
}

const ACTION_COUNTERS: Record<string, Counter> = {
  'expedition.sent': new Counter({
    name: 'warlords_expeditions_sent_total',
    help: 'Expeditions sent',
    registers: [registry],
  }),
  'crate.opened': new Counter({
    name: 'warlords_crates_opened_total',
    help: 'Crates opened',
    registers: [registry],
  }),
  'market.bought': new Counter({
    name: 'warlords_market_sales_total',
    help: 'Marketplace purchases',
    registers: [registry],
  }),
};

export const metrics = {
  requests: new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  latency: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  poolTotal: poolGauge('warlords_db_pool_connections', 'Database connections open', 'total'),
  poolIdle: poolGauge('warlords_db_pool_idle', 'Database connections idle', 'idle'),
  poolWaiting: poolGauge('warlords_db_pool_waiting', 'Queries waiting for a database connection', 'waiting'),
  transactionRetries: new Counter({
    name: 'warlords_transaction_retries_total',
    help: 'Transactions run again after a serialization failure or a deadlock',
    registers: [registry],
  }),
  idempotentReplays: new Counter({
    name: 'warlords_idempotent_replays_total',
    help: 'Writes answered with the first answer of their Idempotency-Key',
    registers: [registry],
  }),
  ledgerRows: new Counter({
    name: 'warlords_ledger_rows_total',
    help: 'Ledger rows written, by action',
    labelNames: ['action'] as const,
    registers: [registry],
  }),
  rateLimited: new Counter({
    name: 'warlords_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429)',
    registers: [registry],
  }),
};

/**
 * One game action written with its ledger rows: counts the rows, and the action when it is one
 * of the game counters. Called where the rows are written, so a transaction run again after a
 * serialization failure counts again (rare; see warlords_transaction_retries_total).
 */
export function ledgerWritten(action: string, rows: number): void {
  if (rows > 0) metrics.ledgerRows.inc({ action }, rows);
  if (action === 'market.bought') ACTION_COUNTERS[action]!.inc();
}

/**
 * One crate opened or expedition sent, counted as it is recorded (game/events.ts): every one, even
 * a send whose ledger rows net to nothing (its energy cost equal to the energy regenerated since).
 */
export function actionRecorded(action: 'crate.opened' | 'expedition.sent'): void {
  ACTION_COUNTERS[action]!.inc();
}
