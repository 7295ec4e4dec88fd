import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlayerState } from '../../rules/state.ts';
import { MISSION_FIELDS } from '../../rules/state.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const num = (path: string) => `COALESCE((state #>> '{${path}}')::bigint, 0)`;

/** The sum of the missions XP fields, as the leaderboard ranks it (game design section 1). */
const totalXpSql = MISSION_FIELDS.map((f) => num(`missions,${f}`)).join(' + ');

/** No count inside the state's goods may be negative: the database refuses it, not only the code. */
const noNegativeGoods = sql.raw(
  [
    `NOT jsonb_path_exists(state, '$.crates.* ? (@ < 0)')`,
    `NOT jsonb_path_exists(state, '$.vouchers.* ? (@ < 0)')`,
    `NOT jsonb_path_exists(state, '$.traits.*.* ? (@ < 0)')`,
    `NOT jsonb_path_exists(state, '$.items.*.* ? (@ < 0)')`,
  ].join(' AND '),
);

/** One row per player; `state` is the rules' PlayerState, balances are mirrored as generated columns. */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discordId: text('discord_id').notNull().unique(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    createdAt: at('created_at').notNull(),
    socialId: text('social_id'),
    socialName: text('social_name'),
    ethWallet: text('eth_wallet'),
    solWallet: text('sol_wallet'),
    questPlatformId: text('quest_platform_id'),
    state: jsonb('state').$type<PlayerState>().notNull(),
    shards: bigint('shards', { mode: 'number' }).generatedAlwaysAs(sql.raw(num('shards'))),
    twc: bigint('twc', { mode: 'number' }).generatedAlwaysAs(sql.raw(num('TWC'))),
    energy: bigint('energy', { mode: 'number' }).generatedAlwaysAs(sql.raw(num('energy'))),
    totalXp: bigint('total_xp', { mode: 'number' }).generatedAlwaysAs(sql.raw(totalXpSql)),
    // A column of its own (not an index on an expression of `state`): an index that reads `state`
    // makes every write of the state a non-HOT update, with new entries in every index.
    referrerId: text('referrer_id').generatedAlwaysAs(sql.raw(`state #>> '{referral,referrerId}'`)),
    /** Counts every committed save of the state: the id of the player's live events (issue 25). */
    liveSeq: bigint('live_seq', { mode: 'number' }).notNull().default(0),
    /**
     * Set while an operator suspends the player (the reason is in `settings`, ops/suspensions.ts):
     * the leaderboard's index leaves the player out. Changes only at a suspension, so the state's
     * writes stay HOT.
     */
    suspended: boolean('suspended').notNull().default(false),
  },
  (t) => [
    check('players_shards_not_negative', sql`${t.shards} >= 0`),
    check('players_twc_not_negative', sql`${t.twc} >= 0`),
    check('players_energy_not_negative', sql`${t.energy} >= 0`),
    check('players_total_xp_not_negative', sql`${t.totalXp} >= 0`),
    check('players_goods_not_negative', noNegativeGoods),
    // The leaderboard's order as one ascending key, so "from this place on" is one index range:
    // (-total_xp, created_at, id) >= (...) (a row comparison cannot mix directions).
    // Partial: a suspended player is not on the board, and every leaderboard read says so (migration 0013).
    index('players_leaderboard_key')
      .on(sql`(-${t.totalXp})`, t.createdAt, t.id)
      .where(sql`NOT ${t.suspended}`),
    // The profile counts the players a player referred.
    index('players_referrer').on(t.referrerId),
  ],
);

/** Sign-in sessions; only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_player').on(t.playerId)],
);

/** Append-only: one row per balance change (game design section 11). */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    action: text('action').notNull(),
    what: text('what').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
    /** The player's live sequence of the save that wrote the row (null: written before it existed). */
    liveSeq: bigint('live_seq', { mode: 'number' }),
  },
  (t) => [index('ledger_player').on(t.playerId, t.id)],
);

/**
 * Answers given under an Idempotency-Key, scoped to the caller (`player:<id>`, `admin`, `bot`), the
 * method and the path (issue 18): the same key elsewhere is another key. `fingerprint` is the
 * request's body hash: the same key with another body is refused (422), not answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    // json, not jsonb: a repeated answer must be the first one byte for byte, key order included.
    body: json('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.method, t.path, t.key] })],
);

/** Community activities reported by the bot; the external id makes each count once. */
export const activities = pgTable('activities', {
  externalId: text('external_id').primaryKey(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id),
  type: integer('type').notNull(),
  xpGranted: integer('xp_granted').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Operator switches (`mint-window`), the ledger audit's last result and the processes' heartbeats. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** The global battle pass voucher stock (seeded Whitelist 500, FCFS 1000 by the first migration). */
export const voucherStock = pgTable(
  'voucher_stock',
  {
    voucher: text('vaucher').primaryKey(),
    left: integer('left').notNull(),
  },
  (t) => [check('voucher_stock_left_not_negative', sql`${t.left} >= 0`)],
);

/** Discord sign-ins under way: state, PKCE verifier and where to go back to. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  createdAt: at('created_at').notNull(),
});

/** Marketplace listings; the goods sit here in escrow while the listing is active. */
export const marketListings = pgTable(
  'market_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => players.id),
    goodKind: text('good_kind').notNull(),
    goodId: integer('good_id').notNull(),
    quantity: integer('quantity').notNull(),
    quantityLeft: integer('quantity_left').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    // Why a listing is no longer active (sold, cancelled, expired) and when, so the seller sees why goods came back.
    status: text('status').notNull().default('active'),
    endedAt: at('ended_at'),
  },
  (t) => [
    check('market_listings_kind', sql`${t.goodKind} IN ('trait', 'item', 'crate')`),
    check(
      'market_listings_status',
      sql`${t.status} IN ('active', 'sold', 'cancelled', 'expired') AND ${t.active} = (${t.status} = 'active')`,
    ),
    check('market_listings_quantity', sql`${t.quantity} >= 1 AND ${t.quantityLeft} >= 0`),
    check('market_listings_left', sql`${t.quantityLeft} <= ${t.quantity}`),
    check('market_listings_price', sql`${t.price} BETWEEN 1 AND 10000000`),
    index('market_listings_browse').on(t.goodKind, t.goodId, t.active, t.price),
    index('market_listings_seller').on(t.sellerId, t.active),
    // The expiry sweep looks for active listings past their time.
    index('market_listings_expiry').on(t.active, t.expiresAt),
  ],
);

/** Completed marketplace sales, for floor prices and history. */
export const marketSales = pgTable(
  'market_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketListings.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => players.id),
    goodKind: text('good_kind').notNull(),
    goodId: integer('good_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('market_sales_quantity', sql`${t.quantity} >= 1`),
    check('market_sales_amounts', sql`${t.price} >= 1 AND ${t.fee} >= 0`),
    index('market_sales_good').on(t.goodKind, t.goodId, t.createdAt),
  ],
);

/** Mints reserved with a voucher while the operator's mint window is open. */
export const mintReservations = pgTable(
  'mint_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    passType: integer('pass_type').notNull(),
    wallet: text('wallet').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('mint_reservations_pass_type', sql`${t.passType} IN (0, 1, 3, 4, 5)`),
    index('mint_reservations_player').on(t.playerId),
  ],
);

/** Operators signed in to the console: only the SHA-256 of the cookie's token is stored. */
export const operatorSessions = pgTable('operator_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  /** Who: `admin token` or `discord:<id> <name>`. */
  operator: text('operator').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** A Discord operator's id: each request checks it is still an operator's (null: a token). */
  discordId: text('discord_id'),
  /**
   * The SHA-256 of what the session was opened with: the player session's token of a Discord
   * operator (each request checks that session is still live) or the operator token (each request
   * checks it is still the configured one).
   */
  credentialHash: text('credential_hash'),
});

/**
 * The role of each operator (migration 0013), edited by an admin in the console. An operator
 * without a row has the role of the configuration (OPERATOR_TOKENS, OPERATOR_DISCORD_IDS).
 */
export const operatorRoles = pgTable('operator_roles', {
  /** `discord:<id>` or `token:<name>`. */
  operatorKey: text('operator_key').primaryKey(),
  /** viewer, support or admin (ops/roles.ts). */
  role: text('role').notNull(),
  /** A support operator's largest amount of any one good in a grant or correction. */
  grantLimit: bigint('grant_limit', { mode: 'number' }).notNull().default(0),
  updatedBy: text('updated_by').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Append-only: every operator action (who, what, when, why), shown in the console. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: at('created_at').notNull(),
    operator: text('operator').notNull(),
    /** The call, e.g. `POST /api/admin/grant`. */
    action: text('action').notNull(),
    /** The player acted on, when there is one. */
    target: text('target'),
    reason: text('reason').notNull(),
    /** The call's body (or what it changed), capped at a few KB. */
    detail: jsonb('detail'),
  },
  (t) => [index('operator_audit_target').on(t.target, t.id)],
);

/**
 * Golden rush windows the operators scheduled (several may be; the rules' rush is on inside any).
 * Removing one deletes its row: the operator audit log keeps what was there.
 */
export const goldenRushWindows = pgTable(
  'golden_rush_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('golden_rush_window_forward', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * What some actions did, written in the same transaction as their ledger rows, for the figures the
 * ledger's net changes cannot give: a crate opening's drawn entries of its published table
 * (`crate.opened`, `{ kind, entries }`) and every expedition send (`expedition.sent`,
 * `{ energySpent }`), even one whose energy cost equals the energy regenerated since.
 */
export const actionRecords = pgTable(
  'action_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('action_records_action_time').on(t.action, t.createdAt)],
);

/**
 * A player's notice settings (issue 25): the kinds of notices turned off, and whether they are
 * also shown as system notifications. One row per player who changed them; no row is the default
 * (every kind on, no system notifications). Not game state: no ledger, not in the live views.
 */
export const noticeSettings = pgTable('notice_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  off: jsonb('off').$type<string[]>().notNull(),
  system: boolean('system').notNull(),
  updatedAt: at('updated_at').notNull(),
});
