/**
 * The console's calls. The operator's session is an httpOnly cookie (path /api/admin), so nothing
 * is kept in the page; a change carries the operator's reason in X-Operator-Reason.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
// eslint-disable-next-line no-restricted-imports
import type { Economy } from '../../server/ops/economy.ts';
// eslint-disable-next-line no-restricted-imports
import type { Page } from '../../server/ops/pages.ts';

export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function adminFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; reason?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.reason) headers['x-operator-reason'] = encodeURIComponent(init.reason);
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as { res?: T; err?: string }) : {};
  if (!res.ok) throw new AdminError(json.err ?? `HTTP ${res.status}`, res.status);
  return (json.res ?? json) as T;
}

export type Role = 'viewer' | 'support' | 'admin';

/** Who is signed in, their role (read again on every request) and a support operator's limit. */
export interface Me {
  operator: string;
  role: Role;
  grantLimit: number;
}

/** Whether a role may do what `needs` may (the server checks it on every request too). */
export const mayDo = (role: Role, needs: Role) => {
  const order: Role[] = ['viewer', 'support', 'admin'];
  return order.indexOf(role) >= order.indexOf(needs);
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: () => adminFetch<Me>('/api/admin/me'),
    retry: false,
  });

// The economy's shape is the server's own (types only: erased by the build, nothing of the server
// reaches the admin chunk).
// eslint-disable-next-line no-restricted-imports
export type { CrateOdds, Economy, FlowRow } from '../../server/ops/economy.ts';
export const economyQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'economy', days],
    queryFn: () => adminFetch<Economy>(`/api/admin/economy?days=${days}`),
  });

export interface PlayerHit {
  id: string;
  username: string;
  discordId: string;
  createdAt: string;
}
export const playerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'players', q],
    queryFn: () => adminFetch<PlayerHit[]>(`/api/admin/players?q=${encodeURIComponent(q)}`),
    enabled: q.trim() !== '',
  });

/** What the player holds, as the pocket answers it (the rules' views; types only). */
export interface PlayerDetail extends PlayerHit {
  referrerId: string | null;
  pocket: PocketView;
  /** XP by category (the missions record). */
  xp: Record<string, number>;
  warlord: Record<string, unknown>;
  expedition: ExpeditionView;
  listings: {
    id: string;
    goodKind: string;
    goodId: number;
    quantityLeft: number;
    price: number;
    expiresAt: string;
  }[];
  liveSessions: number;
  /** Why, by whom and since when the player is suspended; null when not. */
  suspension: { reason: string; operator: string; since: string } | null;
}
export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'player', id],
    queryFn: () => adminFetch<PlayerDetail>(`/api/admin/players/${id}`),
  });

export interface LedgerRow {
  id: number;
  action: string;
  what: string;
  delta: number;
  balanceAfter: number;
  ref: string;
  createdAt: string;
}
// eslint-disable-next-line no-restricted-imports
export type { Page } from '../../server/ops/pages.ts';
export const ledgerQueryOptions = (
  id: string,
  filter: { what: string; action: string },
  before: number | null,
) =>
  queryOptions({
    queryKey: ['admin', 'ledger', id, filter, before],
    queryFn: () => {
      const q = new URLSearchParams({ limit: '50' });
      if (filter.what) q.set('what', filter.what);
      if (filter.action) q.set('action', filter.action);
      if (before) q.set('before', String(before));
      return adminFetch<Page<LedgerRow>>(`/api/admin/players/${id}/ledger?${q}`);
    },
  });

export interface AuditRow {
  id: number;
  createdAt: string;
  operator: string;
  action: string;
  target: string | null;
  reason: string;
  detail: unknown;
}
/** The audit log newest first, paged; of one player (`target`, a profile id) when given. */
export const auditLogQueryOptions = (before: number | null, target?: string) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', before, target ?? null],
    queryFn: () =>
      adminFetch<Page<AuditRow>>(
        `/api/admin/audit-log?limit=50${before ? `&before=${before}` : ''}${target ? `&target=${encodeURIComponent(target)}` : ''}`,
      ),
  });

export interface Health {
  audit: {
    running: boolean;
    startedAt: string | null;
    /** Players checked out of all, while it runs. */
    progress: { checked: number; total: number } | null;
    last: {
      startedAt: string;
      endedAt: string;
      /** Absent in a result kept by an older build. */
      players?: number;
      differences: number;
      sample: unknown[];
      /** Why it stopped, where it failed. */
      failed?: string;
    } | null;
  };
  databaseBytes: number;
  processes: { id: string; seenAt: string }[];
  errors: { requests: number; errors: number };
}
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: () => adminFetch<Health>('/api/admin/health'),
    refetchInterval: (q) => (q.state.data?.audit.running ? 500 : false),
  });

export interface Flag {
  kind: string;
  playerId: string;
  day?: string;
  why: string;
}
export const anomaliesQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'anomalies', days],
    queryFn: () => adminFetch<Flag[]>(`/api/admin/anomalies?days=${days}`),
  });

export interface RushWindow {
  id: number;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  /** Whether the rush is on in this window now. */
  on: boolean;
}
export interface LiveSettings {
  goldenRush: RushWindow[];
  /** Whether the GOLDEN_RUSH environment flag forces the rush on. */
  goldenRushForced: boolean;
  voucherStock: { vaucher: string; left: number }[];
  mintWindow: { opensAt: string; closesAt: string } | null;
}
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: () => adminFetch<LiveSettings>('/api/admin/settings'),
  });

export interface OperatorSessionRow {
  id: string;
  operator: string;
  discordId: string | null;
  createdAt: string;
  expiresAt: string;
  /** This browser's own session. */
  current: boolean;
}
export const operatorSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'operator-sessions'],
    queryFn: () => adminFetch<OperatorSessionRow[]>('/api/admin/operator-sessions'),
  });

/** One operator of the configuration with the role that applies (GET /api/admin/operators). */
export interface OperatorRow {
  key: string;
  name: string;
  configured: Role;
  role: Role;
  grantLimit: number;
  setBy: { operator: string; at: string } | null;
  you: boolean;
}

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'operators'],
    queryFn: () => adminFetch<OperatorRow[]>('/api/admin/operators'),
  });

/** Sets an operator's role and grant limit (admins only). */
export const setOperatorRole = (body: { key: string; role: Role; grantLimit: number }, reason: string) =>
  adminFetch('/api/admin/operators/role', { method: 'POST', body, reason });

/** A grant, or with negative amounts a correction, of one player's goods (support and admins). */
export interface GrantBody {
  profileId: string;
  shards?: number;
  TWC?: number;
  xp?: number;
  xpCategory?: string;
  crates?: { kind: number; count: number }[];
  traitCards?: { id: number; count: number }[];
  itemCards?: { id: number; count: number }[];
  vauchers?: { vaucher: string; count: number }[];
}
export const grantOrCorrect = (body: GrantBody, reason: string) =>
  adminFetch('/api/admin/grant', { method: 'POST', body, reason });
