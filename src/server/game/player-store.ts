import { randomUUID } from 'node:crypto';
import { GameError } from '../../rules/errors.ts';
import { emptyPlayerState } from '../../rules/new-player.ts';
import type { PlayerState } from '../../rules/state.ts';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { players, sessions } from '../db/schema.ts';
import { sessionReads } from '../auth/session-reads.ts';
import {
  lockSessionPlayer,
  sessionRefusal,
  type SessionClaim,
  type SessionPlayerState,
} from '../auth/sessions.ts';
import { keptStates } from './kept.ts';
import {
  PLAYER_ROW,
  insertPlayer,
  isUuid,
  lockPlayerByDiscordId,
  playerIdByDiscordId,
  saveWithLedger,
  type LedgerRow,
  type PlayerRow,
} from './players.ts';

/** Parsed states kept per process: a few KB to tens of KB each. */
const KEPT_STATES = 5000;

/** Who a new player is, as Discord (or the development sign-in) names them. */
export interface Identity {
  discordId: string;
  username: string;
  avatar: string | null;
}

/**
 * The acting player of a write: by session (checked in the query that locks the row), by profile
 * id (session checked before), by Discord id (the bot knows players by Discord id), or a new
 * player the write makes (`made`: its row is written by the write's save, its state from empty).
 */
export type Actor =
  | { session: SessionClaim & { tokenHash: string } }
  | { id: string }
  | { discordId: string }
  | { made: Identity };

/** The row of a player not written yet: empty, its id chosen here. */
function newRow(who: Identity, now: number): PlayerRow {
  return {
    ...who,
    id: randomUUID(),
    createdAt: new Date(now),
    socialId: null,
    socialName: null,
    ethWallet: null,
    solWallet: null,
    questPlatformId: null,
    state: emptyPlayerState(now),
    shards: 0,
    twc: 0,
    energy: 0,
    totalXp: 0,
    referrerId: null,
  };
}

/** The players a write locks: the actor and, in the order of their ids with it, the others. */
export interface LockRequest {
  actor: Actor;
  /** Other players the write touches, known before it locks (a listing's seller). */
  others?: (tx: Tx) => Promise<string[]>;
}

/** The locked players of a running write, and how it saves one. */
export interface Locked {
  tx: Tx;
  now: number;
  actor: PlayerRow;
  /** Every locked row by profile id, the actor's included. */
  rows: ReadonlyMap<string, PlayerRow>;
  /** Writes a player's new state and its ledger rows (one statement); resolves to the row's new version. */
  save(id: string, state: PlayerState, ledger: LedgerRow[], ref: string): Promise<string | undefined>;
}

/**
 * Thrown by a write that found it needs players it has not locked (a referrer owed a bonus): the
 * store rolls the attempt back and runs it again with those players locked too, every row in the
 * order of the ids, so that two writes never lock the same rows in opposite orders.
 */
export class MorePlayers extends Error {
  constructor(readonly ids: string[]) {
    super(`the write needs players ${ids.join(', ')} locked`);
  }
}

/** A write refused for its session (401) or its path (403), as the auth hook would refuse it. */
export class SessionRefused extends GameError {}

/**
 * What a process knows of players, behind two calls: `read` (a game read's session and state,
 * batched per turn of the event loop) and `run` (a write's transaction with its players locked).
 * The states it keeps by session (src/server/game/kept.ts) and the batching of session reads
 * (src/server/auth/session-reads.ts) stay inside: routes and auth never see them.
 */
export function playerStore(db: Database, opts: { freeze?: boolean } = {}) {
  const kept = keptStates<PlayerState>(KEPT_STATES, opts.freeze ?? false);
  const readSession = sessionReads(db, kept);

  /** The actor's profile id, its session checked when it acts by session (no row locked). */
  async function actorId(tx: Tx, actor: Actor, now: number): Promise<string | null> {
    if ('id' in actor) return actor.id;
    if ('made' in actor) throw new Error('a new player locks no other player');
    if ('discordId' in actor) return (await playerIdByDiscordId(tx, actor.discordId)) ?? null;
    // The player of a live session, not locked: a write that locks several rows checks its session so.
    const [row] = await tx
      .select({ id: players.id, discordId: players.discordId })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(
        and(
          eq(sessions.tokenHash, actor.session.tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
        ),
      )
      .limit(1);
    const refusal = sessionRefusal(row ?? null, actor.session);
    if (refusal) throw new SessionRefused(refusal.err, refusal.status);
    return row!.id;
  }

  /** Locks the actor alone: one statement (by session, the same query checks the session). */
  async function lockActor(tx: Tx, actor: Actor, now: number): Promise<PlayerRow | null> {
    if ('made' in actor) return newRow(actor.made, now);
    if ('discordId' in actor) return lockPlayerByDiscordId(tx, actor.discordId);
    if ('id' in actor) {
      const id = await actorId(tx, actor, now);
      return id ? ((await lockRows(tx, [id])).get(id) ?? null) : null;
    }
    const row = await lockSessionPlayer(tx, actor.session.tokenHash, now, kept);
    const refusal = sessionRefusal(row, actor.session);
    if (refusal) throw new SessionRefused(refusal.err, refusal.status);
    return row;
  }

  async function lockRows(tx: Tx, ids: string[]): Promise<Map<string, PlayerRow>> {
    // Rows of players by id, locked in the order of their ids until the transaction ends.
    const valid = [...new Set(ids.filter(isUuid))].sort();
    if (valid.length === 0) return new Map();
    const rows = await tx
      .select(PLAYER_ROW)
      .from(players)
      .where(inArray(players.id, valid))
      .orderBy(asc(players.id))
      .for('update');
    return new Map(rows.map((r) => [r.id, r]));
  }

  return {
    /** The player of a live token with its state, for a game read (null: no live session). */
    read(token: string, now: number): Promise<SessionPlayerState | null> {
      return readSession(token, now);
    },

    /**
     * Runs `fn` in one transaction with the write's players locked: the actor alone in one
     * statement when it names no others, else every player in the order of their ids. `fn` may
     * throw MorePlayers: the transaction then runs again with those locked too. Once committed,
     * the state saved for an actor by session is kept under the version its save answered.
     */
    async run<T>(lock: LockRequest, clock: () => number, fn: (locked: Locked) => Promise<T>): Promise<T> {
      let more: string[] = [];
      const session = 'session' in lock.actor ? lock.actor.session : null;
      for (;;) {
        let saved: { state: PlayerState; version: Promise<string | undefined> } | null = null;
        try {
          const value = await db.transaction(async (tx) => {
            saved = null;
            const now = clock();
            const others = [...((await lock.others?.(tx)) ?? []), ...more];
            let actor: PlayerRow | null;
            let rows: Map<string, PlayerRow>;
            if (others.length === 0) {
              actor = await lockActor(tx, lock.actor, now);
              rows = new Map(actor ? [[actor.id, actor]] : []);
            } else {
              const id = await actorId(tx, lock.actor, now);
              rows = await lockRows(tx, id ? [id, ...others] : others);
              actor = id ? (rows.get(id) ?? null) : null;
            }
            if (!actor) throw new GameError('No such player', 404);
            const actorRow = actor;
            const made = 'made' in lock.actor;
            return fn({
              tx,
              now,
              actor: actorRow,
              rows,
              save(id, state, ledger, ref) {
                if (made && id === actorRow.id)
                  return insertPlayer(tx, { ...actorRow, state }, ledger, ref, now);
                const version = saveWithLedger(tx, id, state, ledger, ref, now);
                if (id === actorRow.id) saved = { state, version };
                return version;
              },
            });
          });
          const committed = saved as { state: PlayerState; version: Promise<string | undefined> } | null;
          if (session && committed) {
            const version = await committed.version;
            if (version) kept.set(session.tokenHash, { version, state: committed.state });
          }
          return value;
        } catch (err) {
          if (!(err instanceof MorePlayers)) throw err;
          const added = err.ids.filter((id) => !more.includes(id));
          // A player asked for and not found would be asked for forever.
          if (added.length === 0) throw new GameError('No such player', 404);
          more = [...more, ...added];
        }
      }
    },
  };
}

export type PlayerStore = ReturnType<typeof playerStore>;
