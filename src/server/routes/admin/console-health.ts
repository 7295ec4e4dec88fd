import { hostname } from 'node:os';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../../audit.ts';
import { settings } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../game/world.ts';
import { registry } from '../../metrics.ts';

const HEARTBEAT_MS = 20_000;

interface AuditResult {
  startedAt: string;
  endedAt: string;
  differences: number;
  /** The first differences, for the console to show. */
  sample: unknown[];
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
 * seen in the last minute (each writes a heartbeat every 20 s) and this process's error rate.
 */
export default async function consoleHealthRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const me = `process:${hostname()}:${process.pid}`;
  let running: { startedAt: string } | null = null;

  const beat = () =>
    db
      .transaction((tx) => writeSetting(tx, me, { seenAt: new Date(clock()).toISOString() }))
      .catch((err) => app.log.warn({ err }, 'heartbeat not written'));
  app.addHook('onReady', async () => void beat());
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/api/admin/health', { config: { access: 'admin' } }, async (_req, reply) => {
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
        audit: { running: running !== null, startedAt: running?.startedAt ?? null, last: lastAudit },
        databaseBytes: Number(size.rows[0]?.bytes ?? 0),
        processes,
        errors: await errorRate(),
      },
    };
  });

  app.post(
    '/api/admin/ledger-audit',
    { config: { access: 'admin', noReason: true } },
    async (_req, reply) => {
      if (running) return reply.code(409).send({ err: 'The audit is already running' });
      const job = { startedAt: new Date(clock()).toISOString() };
      running = job;
      void auditLedger(db)
        .then((differences) => {
          const result: AuditResult = {
            startedAt: job.startedAt,
            endedAt: new Date(clock()).toISOString(),
            differences: differences.length,
            sample: differences.slice(0, 20),
          };
          return db.transaction((tx) => writeSetting(tx, 'ledger-audit', result));
        })
        .catch((err) => app.log.error({ err }, 'ledger audit failed'))
        .finally(() => (running = null));
      return reply.code(202).send({ res: job });
    },
  );
}
