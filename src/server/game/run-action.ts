import { GameError } from '../../rules/errors.ts';
import { countOrders } from '../../rules/orders.ts';
import { referralSettlements } from '../../rules/referral-settlements.ts';
import {
  changeOf,
  type Ctx,
  type GameEvent,
  type PlayerChange,
  type PlayerState,
  type PlayersReducer,
  type Reducer,
} from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import { lastStatement, type Tx } from '../db/database.ts';
import { recordActions, takeVouchers, type ActionRecord } from './events.ts';
import { refusalOf } from './refusal.ts';
import { storeAnswer, storedAnswer, type Answer, type IdempotencyKey } from './idempotency.ts';
import { MorePlayers, type Actor, type PlayerStore } from './player-store.ts';
import type { LedgerRow, PlayerRow } from './players.ts';
import { loadWorld } from './world.ts';

/** What a write's answer and its `after` are given: the actor's latest state, every player's, the result. */
export interface Done<R> {
  /** The actor's state once everything is applied. */
  state: PlayerState;
  /** Every locked player's latest state, by profile id. */
  states: Readonly<Record<string, PlayerState>>;
  result: R;
}

/**
 * A write as it is declared (src/server/routes/write-route.ts): everything but its actor. The
 * route names the actor and the request's Idempotency-Key and id; a write that knows its repeats
 * otherwise (a bot activity's external id) gives its own `requestId` and no key.
 */
export interface Action<A, R, Res = unknown> {
  /** Other players the action touches, known before the locks (a listing's seller). */
  others?: (tx: Tx) => Promise<string[]>;
  /**
   * The action: a reducer of the actor's state, or of several players' states by profile id (a
   * market buy). Both carry their ledger action names. None: no state changes (a profile edit).
   */
  reducer?: Reducer<A, R> | PlayersReducer<A, R>;
  /** The action's input, or a function computing it inside the transaction (e.g. after a lookup). */
  input: A | ((tx: Tx, row: PlayerRow, rows: ReadonlyMap<string, PlayerRow>) => Promise<A>);
  /** The `res` of the answer, composed from the rules' views. */
  answer: (done: Done<R>, ctx: Ctx, row: PlayerRow, rows: ReadonlyMap<string, PlayerRow>) => Res;
  /** More writes of the same transaction once the states are saved (the listing, the sale row). */
  after?: (tx: Tx, row: PlayerRow, done: Done<R>, ctx: Ctx) => Promise<void>;
  /** Whether the reducer reads the global voucher stock. */
  voucherStock?: boolean;
  /** The request's Idempotency-Key, scoped to caller, method and path. */
  idempotency?: IdempotencyKey;
  /** The ledger reference when no idempotency key is sent: the request id. */
  requestId?: string;
  /** The answer in the wire's names (its endpoint's `wire`), before it is stored under its key. */
  wire?: (body: { res: Res }) => unknown;
}

/** One write as the pipeline runs it: the action, its actor and its ledger reference. */
export interface Write<A, R> extends Action<A, R> {
  /** The acting player, locked first (a new player: made by this write). */
  who: Actor;
  requestId: string;
}

const isNamed = <A, R>(r: Reducer<A, R> | PlayersReducer<A, R>): r is Reducer<A, R> =>
  typeof (r as { action?: unknown }).action === 'string';

/** The changes of running the action (none without a reducer) over the locked states. */
function reduce<A, R>(
  write: Write<A, R>,
  input: A,
  actor: PlayerRow,
  states: Record<string, PlayerState>,
  ctx: Ctx,
): { changes: PlayerChange[]; result: R } {
  const r = write.reducer;
  if (!r) return { changes: [], result: undefined as R };
  if (!isNamed(r)) return r(states, input, ctx);
  const outcome = r(actor.state, input, ctx);
  return { changes: [changeOf(actor.id, r, outcome)], result: outcome.result };
}

/** Folds changes into the players' latest states, ledger rows and events. */
function apply(
  changes: PlayerChange[],
  states: Record<string, PlayerState>,
  ledger: Map<string, LedgerRow[]>,
  events: GameEvent[],
  records: ActionRecord[],
  now: number,
) {
  for (const { playerId, action, outcome } of changes) {
    if (!(playerId in states)) throw new GameError('No such player', 404);
    // What the action counts towards today's orders (no balance: no ledger row).
    states[playerId] = countOrders(action, states[playerId]!, outcome.state, now);
    const rows = ledger.get(playerId) ?? [];
    // A row noted (`market.fee` under a sale) is written under its note.
    for (const e of outcome.ledger) {
      rows.push({ action: e.note ?? action, what: e.what, delta: e.delta, balanceAfter: e.balanceAfter });
    }
    ledger.set(playerId, rows);
    events.push(...outcome.events);
    for (const e of outcome.events) {
      if (e.type === 'crate.drawn' || e.type === 'expedition.sent') records.push({ playerId, event: e });
    }
  }
}

/**
 * The one write pipeline. In one transaction: locks every player the write touches (the actor,
 * then in id order with any others), answers a repeated Idempotency-Key with the first answer
 * (422 when its body differs), runs the reducer, settles the referral bonuses it made due (locking
 * the referrers, in id order, when they are not locked yet), takes the voucher stock its events
 * used, saves each changed player once with its ledger rows, runs `after`, stores the answer under
 * the key and commits. A refusal rolls everything back and answers its status with `{ err }`.
 */
export async function runAction<A, R>(
  app: { deps: AppDeps; players: PlayerStore },
  write: Write<A, R>,
): Promise<Answer> {
  const { clock, rng, config } = app.deps;
  const key = write.idempotency;
  try {
    return await app.players.run({ actor: write.who, others: write.others }, clock, async (locked) => {
      const { tx, now, actor, rows } = locked;
      const first = key ? await storedAnswer(tx, key, now) : null;
      if (first) return first;

      const ctx: Ctx = { now, rng, world: await loadWorld(tx, config, { voucherStock: write.voucherStock }) };
      const input =
        typeof write.input === 'function'
          ? await (write.input as (tx: Tx, r: PlayerRow, all: typeof rows) => Promise<A>)(tx, actor, rows)
          : write.input;
      const states: Record<string, PlayerState> = {};
      for (const [id, row] of rows) states[id] = row.state;
      const { changes, result } = reduce(write, input, actor, states, ctx);
      const ledger = new Map<string, LedgerRow[]>();
      const events: GameEvent[] = [];
      const records: ActionRecord[] = [];
      apply(changes, states, ledger, events, records, now);
      const settled = referralSettlements(states, ctx);
      if ('missing' in settled) throw new MorePlayers(settled.missing);
      apply(settled.changes, states, ledger, events, records, now);
      await takeVouchers(tx, events);

      const ref = key?.key ?? write.requestId;
      const changed = [...rows.keys()].filter((id) => states[id] !== rows.get(id)!.state);
      // Issued first, awaited with the saves: what the action drew or spent, in its transaction.
      const recorded = recordActions(tx, records, now);
      const saves = changed.map((id) => locked.save(id, states[id]!, ledger.get(id) ?? [], ref));
      // Most writes end with one save: COMMIT then follows it without waiting for its answer.
      if (saves.length === 1 && !write.after && !key) lastStatement(tx, Promise.all([recorded, saves[0]!]));
      else await Promise.all([recorded, ...saves]);

      const done: Done<R> = { state: states[actor.id]!, states, result };
      await write.after?.(tx, actor, done, ctx);
      const body = { res: write.answer(done, ctx, actor, rows) };
      const answer: Answer = { status: 200, body: write.wire ? write.wire(body) : body };
      if (key) await storeAnswer(tx, key, answer, now);
      return answer;
    });
  } catch (err) {
    const refused = refusalOf(err);
    if (refused) return refused;
    throw err;
  }
}
