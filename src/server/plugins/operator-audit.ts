import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordOperatorAction } from '../ops/operators.ts';

const READS = new Set(['GET', 'HEAD']);

/** The reason the console sends with a change (URI-encoded in X-Operator-Reason), if any. */
function reasonOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['x-operator-reason'];
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  try {
    return decodeURIComponent(raw).trim().slice(0, 500);
  } catch {
    return raw.trim().slice(0, 500);
  }
}

/**
 * The operator audit log: every operator change that succeeds is written with who made it, the
 * call, the player it touched, the reason and the body, before the answer leaves. A change from
 * the console must give its reason (400 otherwise); a call with the admin token (scripts, curl)
 * is logged with the reason it gives, or says it gave none.
 */
export default fp(async function operatorAudit(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const isChange = (req: FastifyRequest) =>
    req.routeOptions.config?.access === 'admin' && !READS.has(req.method) && req.operator !== null;

  app.addHook('preHandler', async (req, reply) => {
    if (!isChange(req) || !req.operator!.console || req.routeOptions.config?.noReason) return;
    if (!reasonOf(req)) return reply.code(400).send({ err: 'Give a reason for this change' });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!isChange(req) || reply.statusCode >= 400) return payload;
    const body = (req.body ?? null) as Record<string, unknown> | null;
    const params = (req.params ?? {}) as Record<string, string>;
    const target = (typeof body?.profileId === 'string' ? body.profileId : undefined) ?? params.id ?? null;
    await db.transaction((tx) =>
      recordOperatorAction(
        tx,
        {
          operator: req.operator!.name,
          action: `${req.method} ${req.routeOptions.url}`,
          target,
          reason: reasonOf(req) ?? '(no reason given)',
          detail: req.auditDetail ?? body,
        },
        clock(),
      ),
    );
    return payload;
  });
});
