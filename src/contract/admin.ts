/**
 * The operator calls (`ADMIN_TOKEN` or a console session), the bot's (`BOT_TOKEN`) and the bench's.
 * Their inputs are still declared by their routes (src/server/routes/admin), and the console's
 * reads answer `{ res }` of a shape the contract does not yet spell out (`console`): docs/architecture.md.
 */
import { z } from 'zod';
import { STOCKED_VOUCHERS } from '../rules/formulas/battle-pass.ts';
import { endpoint, written, type Access, type Method } from './endpoint.ts';
import { missionsSchema, pocketSchema, rewardSchema } from './views.ts';

const num = z.number();
const operatorRole = z.enum(['viewer', 'support', 'admin']);
const str = z.string();
/** A console answer whose shape is not spelled out here yet. */
const consoleRes = written(z.unknown());

const op = <const M extends Method, const P extends string, R extends z.ZodType>(
  method: M,
  path: P,
  response: R,
  doc: string,
  more: { access?: Access; also?: readonly number[]; produces?: 'text/csv' | 'application/sql' } = {},
) => endpoint({ method, path, access: more.access ?? 'admin', response, doc, ...more });

export const activities = op(
  'POST',
  '/api/admin/activities',
  written(z.strictObject({ xpGranted: num, capped: z.boolean(), duplicate: z.boolean() })),
  'One community activity (bot token): its XP, once per external id.',
  { access: 'bot' },
);
export const botMissions = op(
  'GET',
  '/api/admin/players/by-discord/:discordId/missions',
  missionsSchema,
  "A member's missions, as GET /missions answers them (bot token).",
  { access: 'bot' },
);
export const grant = op(
  'POST',
  '/api/admin/grant',
  written(
    z.union([
      z.strictObject({ pocket: pocketSchema, granted: z.array(rewardSchema) }),
      z.strictObject({
        pocket: pocketSchema,
        corrected: z.array(z.strictObject({ what: str, amount: num })),
      }),
    ]),
  ),
  'Gives a player goods; negative shards, TWC, energy or crates take away (a correction, with its reason).',
);
const stockRows = z.array(z.strictObject({ vaucher: z.enum(STOCKED_VOUCHERS), left: num }));
const rushWindow = z.strictObject({ id: num, startsAt: str, endsAt: str, createdAt: str });
export const settings = op(
  'GET',
  '/api/admin/settings',
  consoleRes,
  'Golden rush, voucher stock, mint window.',
);
export const goldenRush = op(
  'POST',
  '/api/admin/golden-rush',
  written(z.strictObject({ id: num, startsAt: str, endsAt: str })),
  'Schedules a golden rush window.',
);
export const goldenRushRemove = op(
  'POST',
  '/api/admin/golden-rush/remove',
  written(z.array(rushWindow)),
  'Removes a golden rush window; answers those left.',
);
export const mintWindow = op(
  'POST',
  '/api/admin/mint-window',
  written(z.strictObject({ opensAt: str, closesAt: str })),
  'Sets the mint window.',
);
export const battlePassStock = op(
  'POST',
  '/api/admin/battle-pass-stock',
  written(stockRows),
  "Sets a battle pass voucher's stock.",
);
export const mintReservationsCsv = op(
  'GET',
  '/api/admin/mint-reservations.csv',
  z.string(),
  'CSV: wallet, pass type, profile id, time.',
  { produces: 'text/csv' },
);
export const playerLedgerCsv = op(
  'GET',
  '/api/admin/players/:id/ledger.csv',
  z.string(),
  "CSV of a player's ledger.",
  { produces: 'text/csv' },
);
export const ledger = op(
  'GET',
  '/api/admin/ledger',
  z.array(z.record(z.string(), z.unknown())),
  "A player's ledger rows, newest first.",
);
export const backupProof = endpoint({
  method: 'GET',
  path: '/api/backup-proof',
  access: 'public',
  query: z.strictObject({
    challenge: z.string().regex(/^[0-9a-f]{32,128}$/, 'challenge is 32 to 128 hex digits'),
  }),
  response: written(z.strictObject({ proof: str })),
  doc: 'Proves to `npm run backup` that this server holds the operator token it was given.',
});
export const backup = op(
  'GET',
  '/api/admin/backup',
  z.string(),
  'An SQL snapshot of the embedded database.',
  {
    produces: 'application/sql',
  },
);
export const consoleSignIn = op('POST', '/api/admin/session', consoleRes, 'Opens a console session.', {
  access: 'public',
});
export const consoleMe = op(
  'GET',
  '/api/admin/me',
  written(z.strictObject({ operator: str, role: operatorRole, grantLimit: num })),
  'The operator signed in, their role and their grant limit.',
);
export const operators = op(
  'GET',
  '/api/admin/operators',
  written(
    z.array(
      z.strictObject({
        key: str,
        name: str,
        configured: operatorRole,
        role: operatorRole,
        grantLimit: num,
        setBy: z.strictObject({ operator: str, at: str }).nullable(),
        you: z.boolean(),
      }),
    ),
  ),
  'The operators and their roles.',
);
export const operatorRoleSet = op(
  'POST',
  '/api/admin/operators/role',
  written(z.strictObject({ key: str, role: operatorRole, grantLimit: num })),
  "Sets an operator's role and grant limit (admins only).",
);
export const consoleSignOut = op(
  'DELETE',
  '/api/admin/session',
  written(z.literal(true)),
  'Ends the console session.',
);
export const operatorSessions = op(
  'GET',
  '/api/admin/operator-sessions',
  consoleRes,
  'Open console sessions.',
);
export const operatorSessionsEnd = op(
  'POST',
  '/api/admin/operator-sessions/end',
  written(z.strictObject({ ended: z.unknown() })),
  'Ends a console session.',
);
export const players = op(
  'GET',
  '/api/admin/players',
  consoleRes,
  'Players found by name, id or Discord id.',
);
export const player = op(
  'GET',
  '/api/admin/players/:id',
  consoleRes,
  "A player's record, state and sessions.",
);
export const playerLedger = op(
  'GET',
  '/api/admin/players/:id/ledger',
  consoleRes,
  "A player's ledger, paged.",
);
export const revokeSessions = op(
  'POST',
  '/api/admin/players/:id/revoke-sessions',
  written(z.strictObject({ revoked: num })),
  'Signs a player out everywhere.',
);
export const suspend = op(
  'POST',
  '/api/admin/players/:id/suspend',
  written(z.strictObject({ suspended: z.literal(true), revoked: num })),
  'Suspends a player (with a reason).',
);
export const unsuspend = op(
  'POST',
  '/api/admin/players/:id/unsuspend',
  written(z.strictObject({ suspended: z.literal(false) })),
  'Lifts a suspension (with a reason).',
);
export const auditLog = op('GET', '/api/admin/audit-log', consoleRes, "The operators' audit log, paged.");
export const economy = op('GET', '/api/admin/economy', consoleRes, 'The economy dashboard figures.');
export const anomalies = op('GET', '/api/admin/anomalies', consoleRes, 'Players whose figures look wrong.');
export const consoleHealth = op(
  'GET',
  '/api/admin/health',
  consoleRes,
  "The server's health for the console.",
);
export const ledgerAudit = op(
  'POST',
  '/api/admin/ledger-audit',
  written(z.strictObject({ startedAt: z.unknown() })),
  'Starts the ledger audit (202).',
  { also: [202] },
);

/** The bench's routes, only where BENCH_ROUTES is set (never in production). */
export const benchConstant = op(
  'GET',
  '/api/_bench/constant',
  z.strictObject({ ok: z.literal(true) }),
  'Bench: a constant.',
  {
    access: 'public',
  },
);
export const benchSelect = op(
  'GET',
  '/api/_bench/select/:id',
  z.strictObject({ id: str.optional(), energy: num.optional() }),
  'Bench: one SELECT by key.',
  { access: 'public' },
);
export const benchTx = op(
  'POST',
  '/api/_bench/tx/:id',
  z.strictObject({ ok: z.boolean() }),
  'Bench: a short transaction.',
  {
    access: 'public',
  },
);
export const benchClock = op(
  'POST',
  '/api/_bench/clock',
  written(z.strictObject({ offsetMs: num })),
  "Bench: moves the server's clock.",
  { access: 'public' },
);
export const benchPlayers = op(
  'POST',
  '/api/_bench/players',
  written(z.array(z.strictObject({ id: str, token: str }))),
  'Bench: creates players with sessions.',
  { access: 'public' },
);
