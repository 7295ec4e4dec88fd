/**
 * The console's calls, each through the contract (src/contract/admin.ts): `adminCall(endpoint,
 * input, reason)` knows the path, the method and the answer's type. The operator's session is an
 * httpOnly cookie (path /api/admin), so nothing is kept in the page; a change carries the
 * operator's reason in X-Operator-Reason.
 */
import { queryOptions } from '@tanstack/react-query';
import * as api from '../../contract/admin.ts';
import type { AnyEndpoint, BodyIn, ServedOf } from '../../contract/endpoint.ts';
import { unwired, urlOf, type InputOf } from '../../contract/request.ts';

export type { CrateOdds, Economy, FlowRow, LedgerRow, OperatorRole as Role } from '../../contract/admin.ts';
import type { OperatorRole as Role } from '../../contract/admin.ts';

export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What a console call gives back, in the code's names: a write's (or a console read's) `res`, another read's record. */
export type ConsoleAnswerOf<E> = ServedOf<E> extends { res: infer R } ? R : ServedOf<E>;

/**
 * One console call of endpoint `ep`: its path and query from `input`, its body as JSON, the
 * operator's `reason` for a change. Answers the `res` (or the record); throws `{ err }` as an AdminError.
 */
export async function adminCall<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  reason?: string,
): Promise<ConsoleAnswerOf<E>> {
  const { body } = input as { body?: unknown };
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (reason) headers['x-operator-reason'] = encodeURIComponent(reason);
  const res = await fetch(urlOf(ep, input), {
    method: ep.method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as { res?: unknown; err?: string }) : {};
  if (!res.ok) throw new AdminError(json.err ?? `HTTP ${res.status}`, res.status);
  const answer = unwired(ep, json) as object;
  return ('res' in answer ? answer.res : answer) as ConsoleAnswerOf<E>;
}

/** Whether a role may do what `needs` may (the server checks it on every request too). */
export const mayDo = (role: Role, needs: Role) => {
  const order: Role[] = ['viewer', 'support', 'admin'];
  return order.indexOf(role) >= order.indexOf(needs);
};

/** Who is signed in, their role (read again on every request) and a support operator's limit. */
export type Me = ConsoleAnswerOf<typeof api.consoleMe>;
export const meQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'me'], queryFn: () => adminCall(api.consoleMe, {}), retry: false });

/** The periods the economy and the anomalies are read over, in days. */
export type Days = 7 | 30 | 90;
const DAYS = { 7: '7', 30: '30', 90: '90' } as const;

export const economyQueryOptions = (days: Days) =>
  queryOptions({
    queryKey: ['admin', 'economy', days],
    queryFn: () => adminCall(api.economy, { query: { days: DAYS[days] } }),
  });

export type PlayerHit = ConsoleAnswerOf<typeof api.players>[number];
export const playerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'players', q],
    queryFn: () => adminCall(api.players, { query: { q } }),
    enabled: q.trim() !== '',
  });

/** What the player holds, as the pocket answers it (the rules' views, through the contract). */
export type PlayerDetail = ConsoleAnswerOf<typeof api.player>;
export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'player', id],
    queryFn: () => adminCall(api.player, { params: { id } }),
  });

export type Page<T> = { rows: T[]; next: number | null };
export const ledgerQueryOptions = (
  id: string,
  filter: { what: string; action: string },
  before: number | null,
) =>
  queryOptions({
    queryKey: ['admin', 'ledger', id, filter, before],
    queryFn: () =>
      adminCall(api.playerLedger, {
        params: { id },
        query: {
          limit: 50,
          what: filter.what || undefined,
          action: filter.action || undefined,
          before: before ?? undefined,
        },
      }),
  });

export type AuditRow = ConsoleAnswerOf<typeof api.auditLog>['rows'][number];
/** The audit log newest first, paged; of one player (`target`, a profile id) when given. */
export const auditLogQueryOptions = (before: number | null, target?: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', before, target ?? null],
    queryFn: () => adminCall(api.auditLog, { query: { limit: 50, before: before ?? undefined, target } }),
  });

export type Health = ConsoleAnswerOf<typeof api.consoleHealth>;
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: () => adminCall(api.consoleHealth, {}),
    refetchInterval: (q) => (q.state.data?.audit.running ? 500 : false),
  });

export type Flag = ConsoleAnswerOf<typeof api.anomalies>[number];
export const anomaliesQueryOptions = (days: Days) =>
  queryOptions({
    queryKey: ['admin', 'anomalies', days],
    queryFn: () => adminCall(api.anomalies, { query: { days: DAYS[days] } }),
  });

export type LiveSettings = ConsoleAnswerOf<typeof api.settings>;
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => adminCall(api.settings, {}) });

export type OperatorSessionRow = ConsoleAnswerOf<typeof api.operatorSessions>[number];
export const operatorSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'operator-sessions'],
    queryFn: () => adminCall(api.operatorSessions, {}),
  });

/** One operator of the configuration with the role that applies (GET /api/admin/operators). */
export type OperatorRow = ConsoleAnswerOf<typeof api.operators>[number];
export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'operators'], queryFn: () => adminCall(api.operators, {}) });

/** Sets an operator's role and grant limit (admins only). */
export const setOperatorRole = (body: BodyIn<typeof api.operatorRoleSet>, reason: string) =>
  adminCall(api.operatorRoleSet, { body }, reason);

/** A grant, or with negative amounts a correction, of one player's goods (support and admins). */
export type GrantBody = BodyIn<typeof api.grant>;
export const grantOrCorrect = (body: GrantBody, reason: string) => adminCall(api.grant, { body }, reason);

export { api };
