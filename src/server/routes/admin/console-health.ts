import { hostname } from 'node:os';
import { and, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import type { AuditResult } from '../../../contract/admin.ts';
import { serve } from '../../contract-route.ts';
import { auditLedger, type AuditProgress } from '../../audit.ts';
import type { Tx } from '../../db/database.ts';
import { settings } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../game/world.ts';
import { registry } from '../../metrics.ts';
import { auditIn } from '../../plugins/operator-audit.ts';

const HEARTBEAT_MS = 20_000;
/** Heartbeats older than this are deleted (by any process's beat), so the table never grows. */
export const HEARTBEAT_KEEP_MS = 10 * 60_000;

/** Deletes the heartbeats of processes not seen for HEARTBEAT_KEEP_MS; answers how many went. */
export async function pruneHeartbeats(tx: Tx, now: number): Promise<number> {
  const cutoff = new Date(now - HEARTBEAT_KEEP_MS).toISOString();
  const gone = await tx
    .delete(settings)
    .where(
      and(
        like(settings.key, 'process:%'),
        sql`(${settings.value}->>'seenAt')::timestamptz < ${cutoff}::timestamptz`,
      ),
    )
    .returning({ key: settings.key });
  return gone.length;
}

/** This process's share of 5xx answers since it started, from its request counter. */
async function errorRate(): Promise<{ requests: number; errors: number }> {
  const metric = await registry.getSingleMetric('http_requests_total')?.get();
  let requests = 0;
  let errors = 0;
  for (const v of metric?.values ?? []) {
    requests += v.value;
    if (String(v.labels.status).startsWith('5')) errors += v.value;
  }
  return { requests, errors };
}

/**
 * The console's health page: the ledger audit's last result (POST /api/admin/ledger-audit runs it
 * in the background; the page polls while it runs), the database's size, the server processes
 * seen in the last minute (each writes a heartbeat every 20 s and deletes those older than 10
 * minutes: processes gone) and this process's error rate.
 */
export default async function consoleHealthRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const me = `process:${hostname()}:${process.pid}`;
  let running: { startedAt: string; progress: AuditProgress } | null = null;

  const beat = () =>
    db
      .transaction(async (tx) => {
        const now = clock();
        await writeSetting(tx, me, { seenAt: new Date(now).toISOString() });
        await pruneHeartbeats(tx, now);
      })
      .catch((err) => app.log.warn({ err }, 'heartbeat not written'));
  app.addHook('onReady', async () => void beat());
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  serve(app, api.consoleHealth, {}, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const now = clock();
    const { lastAudit, beats, size } = await db.read(async (d) => ({
      lastAudit: await readSetting<AuditResult>(d, 'ledger-audit'),
      beats: await d.select().from(settings).where(like(settings.key, 'process:%')),
      size: (await d.execute(sql`SELECT pg_database_size(current_database()) AS bytes`)) as unknown as {
        rows: { bytes: string }[];
      },
    }));
    const processes = beats
      .map((b) => ({ id: b.key.slice('process:'.length), seenAt: (b.value as { seenAt: string }).seenAt }))
      .filter((p) => now - Date.parse(p.seenAt) <= 60_000);
    return {
      res: {
        audit: {
          running: running !== null,
          startedAt: running?.startedAt ?? null,
          progress: running?.progress ?? null,
          last: lastAudit,
        },
        databaseBytes: Number(size.rows[0]?.bytes ?? 0),
        processes,
        errors: await errorRate(),
      },
    };
  });

  // It takes nothing but its reason (a header): any body or query is refused (400) before an audit starts.
  serve(app, api.ledgerAudit, {}, async (req, reply) => {
    if (running) return reply.code(409).send({ err: 'The audit is already running' });
    const now = clock();
    // The run is in the audit log before it starts: no row, no run.
    await db.transaction((tx) => auditIn(tx, req, now, { target: null, detail: null }));
    if (running) return reply.code(409).send({ err: 'The audit is already running' });
    const job = { startedAt: new Date(now).toISOString(), progress: { checked: 0, total: 0 } };
    running = job;
    /** The run's result, kept for the console: its differences, or why it failed. */
    const record = (outcome: Pick<AuditResult, 'differences' | 'sample' | 'failed'>) => {
      const result: AuditResult = {
        startedAt: job.startedAt,
        endedAt: new Date(clock()).toISOString(),
        players: job.progress.checked,
        ...outcome,
      };
      return db.transaction((tx) => writeSetting(tx, 'ledger-audit', result));
    };
    void auditLedger(db, { onProgress: (p) => (job.progress = p) })
      .then((differences) => record({ differences: differences.length, sample: differences.slice(0, 20) }))
      .catch(async (err: unknown) => {
        app.log.error({ err }, 'ledger audit failed');
        // Said on the console, not only in the log: the last result is the failure.
        const failed = err instanceof Error ? err.message : String(err);
        await record({ differences: 0, sample: [], failed }).catch((e: unknown) =>
          app.log.error({ err: e }, 'ledger audit failure not recorded'),
        );
      })
      .finally(() => (running = null));
    return reply.code(202).send({ res: { startedAt: job.startedAt } });
  });
}
