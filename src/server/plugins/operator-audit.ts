import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Tx } from '../db/database.ts';
import { recordOperatorAction } from '../ops/operators.ts';

export const READS = new Set(['GET', 'HEAD']);
const REASON_MAX = 500;

/** The reason of a change, or why the header cannot be one. */
type Reason = { reason: string | undefined } | { err: string };

/**
 * The reason sent with a change (URI-encoded in X-Operator-Reason): undefined when missing or
 * blank once decoded (`%20`, `%09`, `%0A` are blank), refused when it is not URI-encoded text or
 * holds a control character other than tab and line breaks (a NUL cannot be stored).
 */
export function reasonOf(raw: string | string[] | undefined): Reason {
  if (raw === undefined) return { reason: undefined };
  if (typeof raw !== 'string') return { err: 'Give one reason' };
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { err: 'The reason is not URI-encoded text' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
    return { err: 'The reason holds a control character' };
  }
  const trimmed = text.trim();
  return { reason: trimmed === '' ? undefined : trimmed.slice(0, REASON_MAX) };
}

/** An origin in its normal form (`http://localhost:80` is `http://localhost`), or null. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The console's own origin: PUBLIC_URL's, else the request's (a trusted proxy's forwarded one). */
export function consoleOrigin(config: Config, req: FastifyRequest): string | null {
  return originOf(config.publicUrl ?? `${req.protocol}://${req.host}`);
}

/**
 * A change sent with a console cookie must come from the console's own page: its Origin is this
 * site's, not another port's or host's (SameSite=Strict lets a page on another port of the same
 * host send the cookie). 403 otherwise, and when the browser sent no Origin.
 */
export function refuseForeignOrigin(config: Config, req: FastifyRequest, reply: FastifyReply) {
  const origin = req.headers.origin;
  const own = consoleOrigin(config, req);
  if (origin && own && originOf(origin) === own) return undefined;
  return reply.code(403).send({ err: "A console change must come from the console's own page" });
}

/**
 * Writes the audit row of the request's change in the change's own transaction: the change and
 * its row commit together or not at all. Every operator change calls it (once) inside its
 * transaction; `detail` replaces the body (what a removal removed, say).
 */
export async function auditIn(
  tx: Tx,
  req: FastifyRequest,
  now: number,
  extra: { target?: string | null; detail?: unknown } = {},
): Promise<void> {
  const body = (req.body ?? null) as Record<string, unknown> | null;
  const params = (req.params ?? {}) as Record<string, string>;
  const target =
    extra.target !== undefined
      ? extra.target
      : ((typeof body?.profileId === 'string' ? body.profileId : undefined) ?? params.id ?? null);
  await recordOperatorAction(
    tx,
    {
      operator: req.operator!.name,
      action: `${req.method} ${req.routeOptions.url}`,
      target,
      reason: req.operatorReason ?? '(no reason given)',
      detail: extra.detail !== undefined ? extra.detail : body,
    },
    now,
  );
}

/**
 * The operator audit log's guard. Before any operator call runs, a reason that is not text is
 * refused (400; a NUL in a body, query or path is refused by every route's validation, and every
 * operator change has a body schema, an empty one when it takes none). Before a change runs: one sent with
 * a console cookie must come from the console's own page (Origin, 403) and give its reason (400);
 * a call with the admin token (scripts, curl) is logged with the reason it gives, or says it gave
 * none. Each change writes its row itself, in its own transaction (`auditIn`): a change whose row
 * cannot be written does not happen (tests/server/operator-security.test.ts calls every one).
 */
export default fp(async function operatorAudit(app: FastifyInstance) {
  const { config } = app.deps;
  app.decorateRequest('operatorReason', undefined);
  const operatorCall = (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    return access === 'admin' || access === 'bot' || req.routeOptions.url?.startsWith('/api/admin/');
  };
  const isChange = (req: FastifyRequest) =>
    req.routeOptions.config?.access === 'admin' && !READS.has(req.method) && req.operator !== null;

  app.addHook('preValidation', async (req, reply) => {
    if (!operatorCall(req)) return;
    const parsed = reasonOf(req.headers['x-operator-reason']);
    if ('err' in parsed) return reply.code(400).send({ err: parsed.err });
    req.operatorReason = parsed.reason;
  });

  app.addHook('preHandler', async (req, reply) => {
    if (!isChange(req) || !req.operator!.console) return;
    if (refuseForeignOrigin(config, req, reply)) return reply;
    if (req.routeOptions.config?.noReason) return;
    if (!req.operatorReason) return reply.code(400).send({ err: 'Give a reason for this change' });
  });
});
