import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoTime, runStatement, type Statement } from '../db/database.ts';
import type { RateLimit } from '../config.ts';

/** Sessions whose player a process remembers for the limit; a forgotten one is looked up again. */
const KNOWN_SESSIONS = 20_000;

const SESSION_OWNER: Statement = {
  name: 'session_owner',
  text: `SELECT player_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limit of every game write: WRITES_PER_SECOND per player, however many sessions it holds. */
    writeLimit: RateLimit & { keyGenerator(req: FastifyRequest): Promise<string> };
  }
}

/**
 * The game write limit counts per player. A write whose session its own transaction checks
 * (`sessionInWrite`) has no player yet when the limit is counted, so the player of its session
 * is looked up once per session and process (a live session's player never changes) and
 * remembered. A token that names no live session is counted by itself: it can spend no player's
 * writes, and its write is refused (401) anyway.
 */
export default fp(async function writeLimit(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const owners = new LRUCache<string, string>({ max: KNOWN_SESSIONS });

  async function ownerOf(tokenHash: string): Promise<string | undefined> {
    const known = owners.get(tokenHash);
    if (known) return known;
    const [row] = await db.read((d) =>
      runStatement<{ player_id: string }>(d, SESSION_OWNER, [tokenHash, isoTime(clock())]),
    );
    if (row) owners.set(tokenHash, row.player_id);
    return row?.player_id;
  }

  app.decorate('writeLimit', {
    ...config.limits.writes,
    async keyGenerator(req: FastifyRequest): Promise<string> {
      const player = req.player?.id ?? (req.sessionHash ? await ownerOf(req.sessionHash) : undefined);
      if (player) return `player:${player}`;
      return req.sessionHash ? `session:${req.sessionHash}` : `ip:${req.ip}`;
    },
  });
});
