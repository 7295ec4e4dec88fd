import { GameError } from '../../rules/errors.ts';
import type { Ctx, Outcome, PlayerState, Reducer } from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import { lastStatement, type Tx } from '../db/database.ts';
import { StockRaced, applyEvents } from './events.ts';
import type { KeptStates } from './kept.ts';
import { storeAnswer, storedAnswer, type Answer } from './idempotency.ts';
import { lockPlayer, lockPlayerByDiscordId, saveWithLedger, type PlayerRow } from './players.ts';
import { loadWorld } from './world.ts';
import { lockSessionPlayer, sessionRefusal, type SessionClaim } from '../auth/sessions.ts';

/** One write of one player, as a route asks for it. */
export interface Write<A, R> {
  /**
   * The acting player: by profile id (session checked before), by Discord id (the bot knows
   * players by Discord id), or by session (checked here, in the query that locks the row).
   */
  who: { id: string } | { discordId: string } | { session: SessionClaim & { tokenHash: string } };
  /** The ledger's action name, e.g. `trait.upgraded`. */
  action: string;
  reducer: Reducer<A, R>;
  /** The action's input, or a function computing it inside the transaction (e.g. after a lookup). */
  input: A | ((tx: Tx, row: PlayerRow) => Promise<A>);
  /** The `res` of the answer, composed from the rules' views. */
  answer: (outcome: Outcome<R>, ctx: Ctx, row: PlayerRow) => unknown;
  /** More writes of the same transaction once the state is saved (e.g. the activity row). */
  after?: (tx: Tx, row: PlayerRow, outcome: Outcome<R>, ctx: Ctx) => Promise<void>;
  idempotencyKey?: string;
  /** The ledger reference when no idempotency key is sent: the request id. */
  requestId: string;
  /** Whether the reducer reads the global voucher stock. */
  voucherStock?: boolean;
  /**
   * The states the process keeps by session (the game reads'): a write by session reuses the one
   * it holds when the row has not changed, and keeps the state it commits.
   */
  kept?: KeptStates<PlayerState>;
}

/** A write refused for its session (401) or its path (403), as the auth hook would refuse it. */
class SessionRefused extends Error {
  constructor(
    message: string,
    readonly status: 401 | 403,
  ) {
    super(message);
  }
}

/** Locks the acting player's row; refuses a session that has ended or is not the path's player. */
async function lockActor(
  tx: Tx,
  who: Write<unknown, unknown>['who'],
  now: number,
  kept: KeptStates<PlayerState> | undefined,
): Promise<PlayerRow> {
  if ('session' in who) {
    const row = await lockSessionPlayer(tx, who.session.tokenHash, now, kept);
    const refusal = sessionRefusal(row, who.session);
    if (refusal) throw new SessionRefused(refusal.err, refusal.status);
    return row!; // a refusal covers the session that found no row
  }
  const row = 'id' in who ? await lockPlayer(tx, who.id) : await lockPlayerByDiscordId(tx, who.discordId);
  if (!row) throw new GameError('No such player', 404);
  return row;
}

/**
 * Runs one game action in one transaction: locks the player's row, answers a repeated
 * Idempotency-Key with the first answer, runs the reducer, writes the state, its ledger rows and
 * the world's side of its events, stores the answer under the key and commits. A refusal of the
 * rules rolls everything back and answers its status with `{ err }`.
 */
export async function runAction<A, R>(deps: AppDeps, write: Write<A, R>): Promise<Answer> {
  const { db, clock, rng, config } = deps;
  const key = write.idempotencyKey;
  const session = 'session' in write.who ? write.who.session : null;
  const kept = session ? write.kept : undefined;
  // The state the last attempt saved, and the row's version once committed.
  const saving: { last: { state: PlayerState; version: Promise<string | undefined> } | null } = {
    last: null,
  };
  try {
    const answer = await db.transaction(async (tx) => {
      saving.last = null;
      const now = clock();
      const row = await lockActor(tx, write.who, now, kept);
      const first = key ? await storedAnswer(tx, row.id, key, now) : null;
      if (first) return first;

      const ctx: Ctx = { now, rng, world: await loadWorld(tx, config, { voucherStock: write.voucherStock }) };
      const input =
        typeof write.input === 'function'
          ? await (write.input as (tx: Tx, r: PlayerRow) => Promise<A>)(tx, row)
          : write.input;
      const outcome = write.reducer(row.state, input, ctx);
      const ref = key ?? write.requestId;
      const state = await applyEvents(tx, deps, outcome.state, outcome.events, ref, now);
      const saved = saveWithLedger(tx, row.id, state, write.action, ref, outcome.ledger, now);
      saving.last = { state, version: saved };
      // Most writes end with the save: COMMIT then follows it without waiting for its answer.
      if (write.after || key) await saved;
      else lastStatement(tx, saved);
      await write.after?.(tx, row, outcome, ctx);

      const answer: Answer = { status: 200, body: { res: write.answer({ ...outcome, state }, ctx, row) } };
      if (key) await storeAnswer(tx, row.id, key, answer, now);
      return answer;
    });
    // Committed: the row is now at the version the save answered, with the state saved.
    const committed = saving.last;
    if (kept && session && committed) {
      const version = await committed.version;
      if (version) kept.set(session.tokenHash, { version, state: committed.state });
    }
    return answer;
  } catch (err) {
    if (err instanceof GameError || err instanceof SessionRefused) {
      return { status: err.status, body: { err: err.message } };
    }
    if (err instanceof StockRaced) {
      return {
        status: 409,
        body: { err: `Many players are claiming ${err.vaucher} vouchers right now, try again` },
      };
    }
    throw err;
  }
}
