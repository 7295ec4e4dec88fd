import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { players } from '../db/schema.ts';
import type { PlayerRow } from './players.ts';
import type { ProfileView } from '../../contract/views.ts';

/** GET /profile's answer (api.md). */
export type { ProfileView };

/** Players this player referred. */
export async function referralCount(db: Db | Tx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(eq(players.referrerId, id));
  return row?.n ?? 0;
}

export function profileView(row: PlayerRow, count: number): ProfileView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    discord: { id: row.discordId, username: row.username, avatar: row.avatar },
    social: { id: row.socialId, name: row.socialName },
    ethWallet: row.ethWallet,
    solWallet: row.solWallet,
    questPlatformId: row.questPlatformId,
    referrals: { count, xp: row.state.missions.referralXp },
  };
}

/** The profile fields a player may edit; null clears one. */
export type ProfilePatch = Partial<
  Pick<PlayerRow, 'socialName' | 'ethWallet' | 'solWallet' | 'questPlatformId'>
>;

export async function updateProfile(tx: Tx, id: string, patch: ProfilePatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx.update(players).set(patch).where(eq(players.id, id));
}
