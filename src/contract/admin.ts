/**
 * The operator calls (`ADMIN_TOKEN` or a console session), the bot's (`BOT_TOKEN`) and the bench's:
 * each once, its inputs and its answer. The console (src/client/admin/admin-api.ts) and the bot
 * (src/bot/game-server.ts) call them through the contract; the server's routes are registered from them.
 */
import { z } from 'zod';
import { STOCKED_VOUCHERS } from '../rules/formulas/battle-pass.ts';
import { VOUCHERS, VOUCHER_KEYS, type VoucherKey } from '../rules/catalog/vouchers.ts';
import { emptyBody, int, queryInt } from './inputs.ts';
import { endpoint, written, writtenWire, type Access, type Method } from './endpoint.ts';
import { expeditionSchema, missionsSchema, pocketSchema, rewardSchema, warlordSchema } from './views.ts';
import {
  WIRE_MISSION_FIELDS,
  missionFieldOfWire,
  missionsWiring,
  missionsXpWiring,
  pocketWiring,
  rewardsWiring,
  stockRowsWiring,
  wireFields,
  type Translation,
  type WireMissionField,
} from './wire.ts';

const num = z.number();
const str = z.string();
const operatorRole = z.enum(['viewer', 'support', 'admin']);
export type OperatorRole = z.output<typeof operatorRole>;

/** What an operator call adds to its endpoint: the least role it needs (viewer by default). */
export type OperatorNeeds = { operatorRole?: OperatorRole };

const op = <
  const M extends Method,
  const P extends string,
  R extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Served = z.output<R>,
>(
  method: M,
  path: P,
  response: R,
  doc: string,
  more: {
    access?: Access;
    also?: readonly number[];
    produces?: 'text/csv' | 'application/sql';
    params?: Params;
    query?: Query;
    body?: Body;
    /** The answer's translation to the wire's names (wire.ts). */
    wire?: Translation<Served, z.output<R>>;
  } = {},
) => endpoint({ method, path, access: more.access ?? 'admin', response, doc, ...more });

const idParams = z.strictObject({ id: z.string().max(64) });
const days = z.strictObject({ days: z.enum(['7', '30', '90']).default('7') });
const page = <S extends z.ZodType>(row: S) => z.strictObject({ rows: z.array(row), next: num.nullable() });

// --- The bot ---

export const activities = op(
  'POST',
  '/api/admin/activities',
  written(z.strictObject({ xpGranted: num, capped: z.boolean(), duplicate: z.boolean() })),
  'One community activity (bot token): its XP, once per external id.',
  {
    access: 'bot',
    body: z.strictObject({
      discordId: z.string().min(1).max(64),
      type: int(),
      externalId: z.string().min(1).max(200),
    }),
  },
);
export const botMissions = op(
  'GET',
  '/api/admin/players/by-discord/:discordId/missions',
  missionsSchema,
  "A member's missions, as GET /missions answers them (bot token).",
  { access: 'bot', params: z.strictObject({ discordId: z.string().min(1).max(64) }), wire: missionsWiring },
);

// --- Grants and corrections ---

const signed = int().optional();
const pairs = () =>
  z
    .array(z.strictObject({ id: int(), count: int() }))
    .max(100)
    .optional();
/** A grant's goods; negative amounts take away (a correction). The wire's `vauchers` is kept. */
export const grantBody = z.strictObject({
  profileId: z.string().max(64),
  shards: signed,
  TWC: signed,
  energy: signed,
  xp: signed,
  // The XP category a correction takes from (rewardXp, where grants credit XP, by default).
  xpCategory: z
    .enum(WIRE_MISSION_FIELDS as [WireMissionField, ...WireMissionField[]], {
      error: `xpCategory is one of ${WIRE_MISSION_FIELDS.join(', ')}`,
    })
    .optional(),
  crates: z
    .array(z.strictObject({ kind: int(), count: int() }))
    .max(100)
    .optional(),
  traitCards: pairs(),
  itemCards: pairs(),
  vauchers: z
    .array(
      z.strictObject({
        // By key or pass type number, as /mint/reserve takes it (an unknown one is 404), or by
        // the name players see ("GTD Spot" is Whitelist), which an operator reads off a screen.
        vaucher: z.union(
          [
            z.enum(VOUCHER_KEYS as [string, ...string[]]),
            z
              .enum(VOUCHERS.map((v) => v.name) as [string, ...string[]])
              .transform((name) => VOUCHERS.find((v) => v.name === name)!.key),
            int(),
          ],
          {
            error: `vaucher is a voucher (${VOUCHERS.map((v) => `${v.key} or "${v.name}"`).join(', ')}) or a pass type (0, 1, 3, 4, 5)`,
          },
        ),
        count: int(),
      }),
    )
    .max(10)
    .optional(),
});
/**
 * A grant's body in the code's names: the wire's `vauchers: [{ vaucher, count }]` are
 * `vouchers: [{ voucher, count }]`, its `xpCategory` a field of the state's missions.
 */
export function grantOfBody({ vauchers, xpCategory, ...rest }: z.output<typeof grantBody>) {
  return {
    ...rest,
    ...(xpCategory ? { xpCategory: missionFieldOfWire(xpCategory) } : {}),
    ...(vauchers ? { vouchers: vauchers.map(({ vaucher, count }) => ({ voucher: vaucher, count })) } : {}),
  };
}
type GrantAnswer =
  | { pocket: z.output<typeof pocketSchema>; granted: z.output<typeof rewardSchema>[] }
  | { pocket: z.output<typeof pocketSchema>; corrected: { what: string; amount: number }[] };
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
  {
    body: grantBody,
    wire: writtenWire(
      wireFields<GrantAnswer, { pocket: typeof pocketWiring; granted: typeof rewardsWiring }>({
        pocket: pocketWiring,
        granted: rewardsWiring,
      }),
    ),
  },
);

// --- Live settings ---

/** The years a schedule may name: a date the database cannot hold (year 0000) is refused, 400. */
const YEARS = { from: 2000, to: 9999 };
const iso = z.iso.datetime({ offset: true, message: 'A time is an ISO 8601 date and time' }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= YEARS.from && year <= YEARS.to;
  },
  { message: `A time is between the years ${YEARS.from} and ${YEARS.to}` },
);
const stockRows = z.array(
  z.strictObject({ vaucher: z.enum(VOUCHER_KEYS as [VoucherKey, ...VoucherKey[]]), left: num }),
);
const rushWindow = z.strictObject({ id: num, startsAt: str, endsAt: str, createdAt: str });
const mintWindowAnswer = z.strictObject({ opensAt: str, closesAt: str });

const voucherStockWiring = stockRowsWiring<VoucherKey>();
const settingsAnswer = z.strictObject({
  goldenRush: z.array(rushWindow.extend({ on: z.boolean() })),
  goldenRushForced: z.boolean(),
  voucherStock: stockRows,
  mintWindow: mintWindowAnswer.nullable(),
});
export const settings = op(
  'GET',
  '/api/admin/settings',
  written(settingsAnswer),
  'Golden rush, voucher stock, mint window.',
  {
    wire: writtenWire(
      wireFields<z.output<typeof settingsAnswer>, { voucherStock: typeof voucherStockWiring }>({
        voucherStock: voucherStockWiring,
      }),
    ),
  },
);
export const goldenRush = op(
  'POST',
  '/api/admin/golden-rush',
  written(z.strictObject({ id: num, startsAt: str, endsAt: str })),
  'Schedules a golden rush window.',
  {
    body: z
      .strictObject({ startsAt: iso, endsAt: iso })
      .refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), {
        message: 'endsAt must be after startsAt',
      }),
  },
);
export const goldenRushRemove = op(
  'POST',
  '/api/admin/golden-rush/remove',
  written(z.array(rushWindow)),
  'Removes a golden rush window; answers those left.',
  { body: z.strictObject({ id: int(1) }) },
);
export const mintWindow = op(
  'POST',
  '/api/admin/mint-window',
  written(mintWindowAnswer),
  'Sets the mint window.',
  {
    body: z
      .strictObject({ opensAt: iso, closesAt: iso })
      .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), {
        message: 'closesAt must be after opensAt',
      }),
  },
);
export const battlePassStock = op(
  'POST',
  '/api/admin/battle-pass-stock',
  written(stockRows),
  "Sets a battle pass voucher's stock.",
  {
    // The wire's `vaucher` is the code's `voucher`, here and in the answer's rows.
    body: z
      .strictObject({ vaucher: z.enum(STOCKED_VOUCHERS), left: int(0, 1_000_000) })
      .transform(({ vaucher, left }) => ({ voucher: vaucher, left })),
    wire: writtenWire(voucherStockWiring),
  },
);

// --- Exports and the ledger ---

const ledgerFilter = { what: z.string().max(64).optional(), action: z.string().max(64).optional() };
const ledgerRow = z.strictObject({
  id: num,
  playerId: str,
  action: str,
  what: str,
  delta: num,
  balanceAfter: num,
  ref: str,
  createdAt: str,
  liveSeq: num.nullable(),
  /** On a grant's or a correction's rows: the operator who made it and the reason they gave. */
  by: z.strictObject({ operator: str, reason: str }).nullable(),
});
export type LedgerRow = z.output<typeof ledgerRow>;

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
  { produces: 'text/csv', params: idParams, query: z.strictObject(ledgerFilter) },
);
export const ledger = op(
  'GET',
  '/api/admin/ledger',
  z.array(ledgerRow),
  "A player's ledger rows, newest first.",
  {
    query: z.strictObject({
      profileId: z.string().max(64),
      limit: queryInt('limit is a whole number from 1 to 10000', 1, 10_000).default(1000),
      /** The cursor of the previous page's `x-next-cursor`: rows older than it. */
      before: queryInt('before is a ledger row id from x-next-cursor', 1).optional(),
    }),
  },
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

// --- The console's sessions and operators ---

export const consoleSignIn = op(
  'POST',
  '/api/admin/session',
  written(z.strictObject({ operator: str })),
  "Opens a console session (an operator token, or an operator's player session).",
  { access: 'public', body: z.strictObject({ token: z.string().max(200).optional() }).default({}) },
);
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
  {
    body: z.strictObject({
      key: z.string().max(200),
      role: operatorRole,
      // The largest amount of any one good a support operator gives or takes in one call.
      grantLimit: int(0).default(0),
    }),
  },
);
export const consoleSignOut = op(
  'DELETE',
  '/api/admin/session',
  written(z.literal(true)),
  'Ends the console session.',
  {
    body: emptyBody,
  },
);
export const operatorSessions = op(
  'GET',
  '/api/admin/operator-sessions',
  written(
    z.array(
      z.strictObject({
        id: str,
        operator: str,
        discordId: str.nullable(),
        createdAt: str,
        expiresAt: str,
        /** This browser's own session. */
        current: z.boolean(),
      }),
    ),
  ),
  'Open console sessions.',
);
export const operatorSessionsEnd = op(
  'POST',
  '/api/admin/operator-sessions/end',
  written(z.strictObject({ ended: str })),
  'Ends a console session.',
  { body: z.strictObject({ id: z.string().regex(/^[0-9a-f]{64}$/, 'id is a session id') }) },
);

// --- Players ---

const playerHit = z.strictObject({ id: str, username: str, discordId: str, createdAt: str });
export const players = op(
  'GET',
  '/api/admin/players',
  written(z.array(playerHit)),
  'Players found by name, id or Discord id.',
  { query: z.strictObject({ q: z.string().trim().min(1).max(100) }) },
);
const playerRecord = playerHit.extend({
  referrerId: str.nullable(),
  pocket: pocketSchema,
  /** XP by category (the missions record). */
  xp: z.record(z.string(), num),
  warlord: warlordSchema,
  expedition: expeditionSchema,
  listings: z.array(
    z.strictObject({
      id: str,
      sellerId: str,
      goodKind: str,
      goodId: num,
      quantity: num,
      quantityLeft: num,
      price: num,
      active: z.boolean(),
      createdAt: str,
      expiresAt: str,
      status: str,
      endedAt: str.nullable(),
    }),
  ),
  liveSessions: num,
  /** Why, by whom and since when the player is suspended; null when not. */
  suspension: z.strictObject({ reason: str, operator: str, since: str }).nullable(),
});
export const player = op(
  'GET',
  '/api/admin/players/:id',
  written(playerRecord),
  "A player's record, state and sessions.",
  {
    params: idParams,
    wire: writtenWire(
      wireFields<z.output<typeof playerRecord>, { xp: typeof missionsXpWiring; pocket: typeof pocketWiring }>(
        { xp: missionsXpWiring, pocket: pocketWiring },
      ),
    ),
  },
);
export const playerLedger = op(
  'GET',
  '/api/admin/players/:id/ledger',
  written(page(ledgerRow)),
  "A player's ledger, paged.",
  {
    params: idParams,
    query: z.strictObject({
      ...ledgerFilter,
      before: queryInt('before is a row id from x-next-cursor', 1).optional(),
      limit: queryInt('limit is a whole number from 1 to 500', 1, 500).default(50),
    }),
  },
);
export const revokeSessions = op(
  'POST',
  '/api/admin/players/:id/revoke-sessions',
  written(z.strictObject({ revoked: num })),
  'Signs a player out everywhere.',
  { params: idParams, body: emptyBody },
);
export const suspend = op(
  'POST',
  '/api/admin/players/:id/suspend',
  written(z.strictObject({ suspended: z.literal(true), revoked: num })),
  'Suspends a player (with a reason).',
  { params: idParams, body: emptyBody },
);
export const unsuspend = op(
  'POST',
  '/api/admin/players/:id/unsuspend',
  written(z.strictObject({ suspended: z.literal(false) })),
  'Lifts a suspension (with a reason).',
  { params: idParams, body: emptyBody },
);

// --- Oversight ---

const auditRow = z.strictObject({
  id: num,
  createdAt: str,
  operator: str,
  action: str,
  target: str.nullable(),
  reason: str,
  detail: z.unknown(),
});
export const auditLog = op(
  'GET',
  '/api/admin/audit-log',
  written(page(auditRow)),
  "The operators' audit log, paged.",
  {
    query: z.strictObject({
      target: z.string().max(64).optional(),
      before: queryInt('before is a row id from x-next-cursor', 1).optional(),
      limit: queryInt('limit is a whole number from 1 to 500', 1, 500).default(50),
    }),
  },
);

const oddsRow = z.strictObject({ reward: str, odds: num, expected: num, observed: num, frequency: num });
const crateOdds = z.strictObject({
  kind: num,
  name: str,
  opened: num,
  draws: num,
  rewards: z.array(oddsRow),
  test: z.strictObject({ statistic: num, degreesOfFreedom: num, pValue: num }).nullable(),
});
const flowRow = z.strictObject({ day: str, what: str, action: str, inflow: num, outflow: num });
export const economySchema = z.strictObject({
  days: z.array(str),
  /** Per UTC day, good and action: what came in (positive deltas) and went out (negative). */
  flows: z.array(flowRow),
  /** Shards and TWC held by all players at the end of each day. */
  circulation: z.array(z.strictObject({ day: str, shards: num, TWC: num })),
  /** Crates opened per day and kind (every opening, as recorded when it happened). */
  cratesOpened: z.array(z.strictObject({ day: str, kind: num, opened: num })),
  /** Expeditions sent per day, every send, and the energy they cost. */
  expeditions: z.array(z.strictObject({ day: str, sent: num, energySpent: num })),
  /** Per crate kind, each reward's observed frequency beside its published odds, and the test. */
  crateOdds: z.array(crateOdds),
  /** Per day: sales, volume (price x quantity, gross), median unit price, shards burned in fees. */
  market: z.array(z.strictObject({ day: str, sales: num, volume: num, medianPrice: num, feesBurned: num })),
  players: z.array(z.strictObject({ day: str, active: num, new: num })),
});
export type Economy = z.output<typeof economySchema>;
export type FlowRow = z.output<typeof flowRow>;
export type CrateOdds = z.output<typeof crateOdds>;

export const economy = op(
  'GET',
  '/api/admin/economy',
  written(economySchema),
  'The economy dashboard figures.',
  {
    query: days,
  },
);
const flag = z.strictObject({
  kind: z.enum(['income', 'burst', 'referral-chain', 'cheap-buys']),
  playerId: str,
  day: str.optional(),
  why: str,
});
export const anomalies = op(
  'GET',
  '/api/admin/anomalies',
  written(z.array(flag)),
  'Players whose figures look wrong.',
  {
    query: days,
  },
);

const auditResult = z.strictObject({
  startedAt: str,
  endedAt: str,
  /** Players checked (absent in a result kept by an older build). */
  players: num.optional(),
  differences: num,
  /** The first differences, for the console to show. */
  sample: z.array(z.unknown()),
  /** Why it stopped, where it failed (a lost connection, say): run it again. */
  failed: str.optional(),
});
export type AuditResult = z.output<typeof auditResult>;
export const consoleHealth = op(
  'GET',
  '/api/admin/health',
  written(
    z.strictObject({
      audit: z.strictObject({
        running: z.boolean(),
        startedAt: str.nullable(),
        /** Players checked out of all, while it runs. */
        progress: z.strictObject({ checked: num, total: num }).nullable(),
        last: auditResult.nullable(),
      }),
      databaseBytes: num,
      processes: z.array(z.strictObject({ id: str, seenAt: str })),
      errors: z.strictObject({ requests: num, errors: num }),
    }),
  ),
  "The server's health for the console.",
);
export const ledgerAudit = op(
  'POST',
  '/api/admin/ledger-audit',
  written(z.strictObject({ startedAt: str })),
  'Starts the ledger audit (202).',
  { also: [202], body: emptyBody, query: z.strictObject({}) },
);

// --- The bench's routes, only where BENCH_ROUTES is set (never in production) ---

const benchId = z.strictObject({ id: z.uuid() });
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
  { access: 'public', params: benchId },
);
export const benchTx = op(
  'POST',
  '/api/_bench/tx/:id',
  z.strictObject({ ok: z.boolean() }),
  'Bench: a short transaction.',
  {
    access: 'public',
    params: benchId,
  },
);
export const benchClock = op(
  'POST',
  '/api/_bench/clock',
  written(z.strictObject({ offsetMs: num })),
  "Bench: moves the server's clock (operator token).",
  { body: z.strictObject({ advanceMs: int(1, 24 * 3_600_000) }) },
);
export const benchPlayers = op(
  'POST',
  '/api/_bench/players',
  written(z.array(z.strictObject({ id: str, token: str }))),
  'Bench: creates players with sessions (operator token).',
  { body: z.strictObject({ prefix: z.string().min(1).max(20), count: int(1, 5000) }) },
);
