import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { operatorRoles } from '../db/schema.ts';

/**
 * What an operator may do: a viewer reads; support also grants and corrects (each good up to
 * the limit an admin sets) and suspends; an admin does everything (settings, golden rush,
 * backups, roles and limits, the ledger audit, ending console sessions).
 */
export const ROLES = ['viewer', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);

/** Whether `role` may do what `needs` may. */
export const mayDo = (role: Role, needs: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(needs);

/** A named operator token of the configuration (OPERATOR_TOKENS, or ADMIN_TOKEN as `admin`). */
export interface OperatorToken {
  name: string;
  role: Role;
  secret: string;
  /** Who holds it, when the name is not theirs (ADMIN_TOKEN: ADMIN_TOKEN_NAME). */
  holder?: string;
}

/** The key of an operator in `operator_roles`: `token:<name>` or `discord:<id>`. */
export const tokenKey = (name: string) => `token:${name}`;
export const discordKey = (id: string) => `discord:${id}`;

/**
 * How a token's operator is called in the audit log: `<name> token` for a named token of
 * OPERATOR_TOKENS, `<holder> (admin token)` for ADMIN_TOKEN: never just "the admin token".
 */
export const tokenOperatorName = (t: OperatorToken) =>
  t.holder ? `${t.holder} (admin token)` : `${t.name} token`;

/** An operator's role and grant limit as a request sees it (checked on every request). */
export interface OperatorGrantRole {
  role: Role;
  /** A support operator's largest amount of any one good in a grant or correction. */
  grantLimit: number;
}

/**
 * The role of an operator: the one an admin set in the console (`operator_roles`), else the
 * configured one (with a limit of 0: a support operator grants nothing until an admin sets it).
 */
export async function roleOf(db: Db | Tx, key: string, configured: Role): Promise<OperatorGrantRole> {
  const [row] = await db
    .select({ role: operatorRoles.role, grantLimit: operatorRoles.grantLimit })
    .from(operatorRoles)
    .where(eq(operatorRoles.operatorKey, key))
    .limit(1);
  if (row && isRole(row.role)) return { role: row.role, grantLimit: row.grantLimit };
  return { role: configured, grantLimit: 0 };
}

/**
 * Parses OPERATOR_TOKENS: `name:role:secret` entries, comma or space separated. Names are
 * 1-32 of [A-Za-z0-9_.-], secrets at least 16 characters; names and secrets are unique.
 */
export function parseOperatorTokens(text: string): OperatorToken[] {
  const tokens: OperatorToken[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const match = /^([A-Za-z0-9_.-]{1,32}):([a-z]+):(\S{16,})$/.exec(entry);
    if (!match || !isRole(match[2]!)) {
      throw new Error(
        'OPERATOR_TOKENS: each entry is name:role:secret (role viewer, support or admin; a secret of 16 characters or more)',
      );
    }
    tokens.push({ name: match[1]!, role: match[2] as Role, secret: match[3]! });
  }
  const names = new Set(tokens.map((t) => t.name));
  const secrets = new Set(tokens.map((t) => t.secret));
  if (names.size !== tokens.length || secrets.size !== tokens.length) {
    throw new Error('OPERATOR_TOKENS: two tokens share a name or a secret');
  }
  return tokens;
}

/** Parses OPERATOR_DISCORD_IDS: ids, each optionally `=role` (a bare id is an admin, as before roles). */
export function parseDiscordOperators(text: string): { ids: string[]; roles: Record<string, Role> } {
  const ids: string[] = [];
  const roles: Record<string, Role> = {};
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const at = entry.lastIndexOf('=');
    const id = at < 0 ? entry : entry.slice(0, at);
    const role = at < 0 ? 'admin' : entry.slice(at + 1);
    if (!id || !isRole(role)) {
      throw new Error(
        'OPERATOR_DISCORD_IDS: each entry is a Discord id, or id=role (viewer, support or admin)',
      );
    }
    ids.push(id);
    roles[id] = role;
  }
  return { ids, roles };
}

/** The amounts of a grant or correction: balances, XP, and the count of each crate, card or voucher. */
interface GrantAmounts {
  shards?: number;
  TWC?: number;
  energy?: number;
  xp?: number;
  crates?: { count?: number }[];
  traitCards?: { count?: number }[];
  itemCards?: { count?: number }[];
  vouchers?: { count?: number }[];
}

/**
 * Why a support operator may not send this grant or correction (an amount of one good, given or
 * taken, above their limit), or null when they may; an admin has no limit.
 */
export function aboveLimit(who: OperatorGrantRole, grant: GrantAmounts): string | null {
  if (who.role === 'admin') return null;
  const lists = [grant.crates, grant.traitCards, grant.itemCards, grant.vouchers];
  const amounts = [grant.shards, grant.TWC, grant.energy, grant.xp, ...lists.flat().map((c) => c?.count)];
  const largest = Math.max(0, ...amounts.map((n) => Math.abs(n ?? 0)));
  if (largest <= who.grantLimit) return null;
  return (
    `Above your limit: you may give or take at most ${who.grantLimit} of any one good in a call ` +
    `(this asks for ${largest}); an admin sets the limit`
  );
}
