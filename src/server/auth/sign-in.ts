import type { FastifyReply } from 'fastify';
import { pgCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { newPlayer } from '../game/new-player.ts';
import type { Identity, PlayerStore } from '../game/player-store.ts';
import { lockPlayerByDiscordId, playerIdByDiscordId, updateIdentity } from '../game/players.ts';
import { refuseSuspended } from '../ops/suspensions.ts';
import { openSession, setSessionCookie, type SessionUser } from './sessions.ts';

export type { Identity };

type App = { deps: AppDeps; players: PlayerStore };

async function openFor(app: App, who: Identity, ref: string): Promise<SessionUser> {
  const { db, clock } = app.deps;
  // The first sign-in makes the player: a write of the one pipeline, its starter kit in the ledger.
  if (!(await db.read((d) => playerIdByDiscordId(d, who.discordId)))) await newPlayer(app, who, ref);
  return db.transaction(async (tx) => {
    const now = clock();
    const row = await lockPlayerByDiscordId(tx, who.discordId);
    if (!row) throw new Error(`player ${who.discordId} vanished`);
    // A suspended player signs in nowhere (Discord or the development sign-in): 403 with the reason.
    await refuseSuspended(tx, row.id);
    if (row.username !== who.username || row.avatar !== who.avatar) {
      await updateIdentity(tx, row.id, who.username, who.avatar);
    }
    const token = await openSession(tx, row.id, now);
    return { profileId: row.id, discordId: row.discordId, username: who.username, avatar: who.avatar, token };
  });
}

/**
 * Signs a player in: makes the player with the starter kit on the first sign-in (keeping the
 * name and avatar fresh on later ones), opens a session and sets its cookie.
 */
export async function signIn(
  app: App,
  reply: FastifyReply,
  who: Identity,
  ref: string,
): Promise<SessionUser> {
  let user: SessionUser;
  try {
    user = await openFor(app, who, ref);
  } catch (err) {
    // Two first sign-ins at once: the second insert loses on the unique Discord id; it now exists.
    if (pgCode(err) !== '23505') throw err;
    user = await openFor(app, who, ref);
  }
  setSessionCookie(reply, app.deps.config, user.token);
  return user;
}
