import type { FastifyReply } from 'fastify';
import { pgCode } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { createPlayer, lockPlayerByDiscordId, updateIdentity } from '../game/players.ts';
import { refuseSuspended } from '../ops/suspensions.ts';
import { openSession, setSessionCookie, type SessionUser } from './sessions.ts';

/** Who signs in, as Discord (or the development sign-in) names them. */
export interface Identity {
  discordId: string;
  username: string;
  avatar: string | null;
}

async function openFor(deps: AppDeps, who: Identity, ref: string): Promise<SessionUser> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    let row = await lockPlayerByDiscordId(tx, who.discordId);
    // A suspended player signs in nowhere (Discord or the development sign-in): 403 with the reason.
    if (row) await refuseSuspended(tx, row.id);
    if (!row) row = await createPlayer(tx, who, now, ref, deps.rng);
    else if (row.username !== who.username || row.avatar !== who.avatar) {
      await updateIdentity(tx, row.id, who.username, who.avatar);
    }
    const token = await openSession(tx, row.id, now);
    return { profileId: row.id, discordId: row.discordId, username: who.username, avatar: who.avatar, token };
  });
}

/**
 * Signs a player in: creates the player with the starter kit on the first sign-in (keeping the
 * name and avatar fresh on later ones), opens a session and sets its cookie.
 */
export async function signIn(
  deps: AppDeps,
  reply: FastifyReply,
  who: Identity,
  ref: string,
): Promise<SessionUser> {
  let user: SessionUser;
  try {
    user = await openFor(deps, who, ref);
  } catch (err) {
    // Two first sign-ins at once: the second insert loses on the unique Discord id; it now exists.
    if (pgCode(err) !== '23505') throw err;
    user = await openFor(deps, who, ref);
  }
  setSessionCookie(reply, deps.config, user.token);
  return user;
}
