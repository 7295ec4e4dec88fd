import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import type { RateLimit } from '../config.ts';

/** Sessions whose player a process remembers for the limit; a forgotten one is looked up again. */
const KNOWN_SESSIONS = 20_000;

/** A session neither revoked nor expired at `now`. */
const live = (now: number) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now)));

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limit of every game write: WRITES_PER_SECOND per player, however many sessions it holds. */
    writeLimit: RateLimit & {
      continueExceeding: true;
      keyGenerator(req: FastifyRequest): Promise<string>;
    };
  }
}

/**
 * The game write limit counts per player. A write whose session its own transaction checks
 * (`sessionInWrite`) has no player yet when the limit is counted, so the player of its session
 * is looked up once per session and process (a live session's player never changes) and
 * remembered. A token that names no live session is counted by itself: it can spend no player's
 * writes, and its write is refused (401) anyway.
 *
 * A burst is refused past the limit however long the server takes to read it. A fresh server
 * (code not yet compiled, sessions not yet known) reads a burst of 80 writes over a second or more,
 * and a fixed window counted the late ones in a new window: one player's burst over four sessions
 * passed 26-52 writes against 20. So a player over the limit stays refused until it has sent
 * nothing for a whole window (`continueExceeding`), the players of the live sessions are read once
 * at start, every write its own transaction let through teaches its session's player, and the
 * requests of a session still unknown share one lookup, sent as the first of them arrives.
 */
export default fp(async function writeLimit(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const owners = new LRUCache<string, string>({ max: KNOWN_SESSIONS });
  /** Lookups under way: every request of an unknown session waits on the one its first request sent. */
  const asked = new Map<string, Promise<string | undefined>>();

  async function lookUp(tokenHash: string): Promise<string | undefined> {
    try {
      const [row] = await db.read((d) =>
        d
          .select({ playerId: sessions.playerId })
          .from(sessions)
          .where(and(eq(sessions.tokenHash, tokenHash), live(clock())))
          .limit(1),
      );
      if (row) owners.set(tokenHash, row.playerId);
      return row?.playerId;
    } finally {
      asked.delete(tokenHash);
    }
  }

  function ownerOf(tokenHash: string): string | Promise<string | undefined> {
    const known = owners.get(tokenHash);
    if (known) return known;
    let pending = asked.get(tokenHash);
    if (!pending) {
      pending = lookUp(tokenHash);
      asked.set(tokenHash, pending);
    }
    return pending;
  }

  app.addHook('onReady', async () => {
    let rows: { tokenHash: string; playerId: string }[];
    try {
      rows = await db.read((d) =>
        d
          .select({ tokenHash: sessions.tokenHash, playerId: sessions.playerId })
          .from(sessions)
          .where(live(clock()))
          .orderBy(desc(sessions.createdAt))
          .limit(KNOWN_SESSIONS),
      );
    } catch (err) {
      // A database not ready yet (no migrations, unreachable) starts the server with no owner known:
      // /api/ready says what is wrong, and the lookups fill the cache as sessions come.
      app.log.warn({ err }, 'write limit: the live sessions could not be read at start');
      return;
    }
    // Oldest first, so that the newest stay when there are more than the cache holds.
    for (const row of rows.reverse()) owners.set(row.tokenHash, row.playerId);
  });
  // A write that its own transaction let through proved its session is the player's of its path.
  app.addHook('onResponse', async (req, reply) => {
    const userId = (req.params as { userId?: string } | undefined)?.userId;
    if (req.sessionHash && userId && reply.statusCode < 400 && !owners.has(req.sessionHash))
      owners.set(req.sessionHash, userId);
  });

  app.decorate('writeLimit', {
    ...config.limits.writes,
    continueExceeding: true,
    async keyGenerator(req: FastifyRequest): Promise<string> {
      const player = req.player?.id ?? (req.sessionHash ? await ownerOf(req.sessionHash) : undefined);
      if (player) return `player:${player}`;
      return req.sessionHash ? `session:${req.sessionHash}` : `ip:${req.ip}`;
    },
  });
});
