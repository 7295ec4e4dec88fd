import type { PlayerState } from '../../rules/state.ts';
import { isoTime, runStatement, type Database, type Statement } from '../db/database.ts';
import { checkedState, type KeptState, type KeptStates } from '../game/kept.ts';
import type { SessionPlayerState } from './sessions.ts';
import { hashToken } from './tokens.ts';

/**
 * The players of live tokens with their states, for many game reads in one query. $1 lists the
 * reads (JSON: `{ token_hash, version }`, `version` that of the state the process holds for the
 * token); per read, in the list's order, the row comes with the state only when the row's version
 * (`xmin`: every update writes a new one) is not the one held. Each token is looked up by itself,
 * by key (LATERAL ... LIMIT 1: never a scan of the sessions, whatever the table's size). The list
 * goes as JSON rather than as arrays so that the planner sees no batch size: the prepared
 * statement keeps one generic plan instead of being planned again for every size.
 */
const SESSION_PLAYERS: Statement = {
  name: 'session_players',
  text: `SELECT k.n, p.id, p.discord_id, p.version, p.state
FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (token_hash text, version text))
  WITH ORDINALITY AS k(token_hash, version, n)
CROSS JOIN LATERAL (
  SELECT p.id, p.discord_id, p.xmin::text AS version,
    CASE WHEN p.xmin::text = k.version THEN NULL ELSE p.state END AS state
  FROM sessions s JOIN players p ON p.id = s.player_id
  WHERE s.token_hash = k.token_hash AND s.revoked_at IS NULL AND s.expires_at > $2
  LIMIT 1) p`,
};

/** At most this many reads share a query; more in one turn make several. */
export const MAX_BATCH = 200;

interface Waiting {
  tokenHash: string;
  /** The state this process held for the token when the read came in. */
  held: KeptState<PlayerState> | undefined;
  now: number;
  resolve(found: SessionPlayerState | null): void;
  reject(err: unknown): void;
}

type Row = { n: string; id: string; discord_id: string; version: string; state: PlayerState | null };

/**
 * Game reads' session checks, gathered per turn of the event loop: the reads that come in while
 * the loop handles one round of ready sockets share one query, sent once the round is done
 * (setImmediate). An idle server sends a lone read's query at once; a busy one saves each read
 * most of a round trip's work, here and in the database. Each read is still checked against the
 * database after it came in: the session live, the state the row's current one. States are kept
 * in `kept` by token hash (see keptStates), so that an unchanged row sends no state.
 */
export function sessionReads(db: Database, kept: KeptStates<PlayerState>) {
  let waiting: Waiting[] = [];

  async function send(batch: Waiting[]) {
    // A player's screen asks for several records at once: one lookup per token, answered to all.
    const byToken = new Map<string, Waiting[]>();
    for (const w of batch) {
      const same = byToken.get(w.tokenHash);
      if (same) same.push(w);
      else byToken.set(w.tokenHash, [w]);
    }
    const groups = [...byToken.values()];
    // Each token's latest read holds the newest state kept for it.
    const held = groups.map((g) => g[g.length - 1]!.held);
    const reads = groups.map((g, i) => ({ token_hash: g[0]!.tokenHash, version: held[i]?.version ?? null }));
    // The batch's latest time: no session is taken as live past its end.
    const now = batch.reduce((latest, w) => Math.max(latest, w.now), 0);
    const rows = await db.read((d) =>
      runStatement<Row>(d, SESSION_PLAYERS, [JSON.stringify(reads), isoTime(now)]),
    );
    const found = new Array<SessionPlayerState | null>(groups.length).fill(null);
    for (const row of rows) {
      const i = Number(row.n) - 1;
      const state = checkedState(row, held[i], kept, groups[i]![0]!.tokenHash);
      found[i] = { id: row.id, discordId: row.discord_id, state };
    }
    groups.forEach((g, i) => g.forEach((w) => w.resolve(found[i] ?? null)));
  }

  function flush(batch: Waiting[]) {
    send(batch).catch((err) => {
      for (const w of batch) w.reject(err);
    });
  }

  return function read(token: string, now: number): Promise<SessionPlayerState | null> {
    const tokenHash = hashToken(token);
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) {
        const batch = (waiting = []);
        setImmediate(() => {
          if (waiting === batch) waiting = [];
          flush(batch);
        });
      }
      waiting.push({ tokenHash, held: kept.get(tokenHash), now, resolve, reject });
      if (waiting.length >= MAX_BATCH) waiting = [];
    });
  };
}
