import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { noticeSettings } from '../db/schema.ts';
import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_KINDS,
  type NoticeKind,
  type NoticeSettingsView,
} from '../../rules/views/notice-settings-view.ts';

/** A player's notice settings, or the defaults when they never changed them. */
export async function readNoticeSettings(d: Db | Tx, playerId: string): Promise<NoticeSettingsView> {
  const [row] = await d
    .select({ off: noticeSettings.off, system: noticeSettings.system })
    .from(noticeSettings)
    .where(eq(noticeSettings.playerId, playerId));
  if (!row) return DEFAULT_NOTICE_SETTINGS;
  // Kinds no longer told are dropped; the order is the kinds' own.
  const off = NOTICE_KINDS.filter((k) => row.off.includes(k));
  return { off, system: row.system };
}

/** Keeps a player's notice settings (the whole of them: the last write wins) and answers them. */
export async function writeNoticeSettings(
  d: Db | Tx,
  playerId: string,
  settings: NoticeSettingsView,
  now: Date,
): Promise<NoticeSettingsView> {
  const off: NoticeKind[] = NOTICE_KINDS.filter((k) => settings.off.includes(k));
  await d
    .insert(noticeSettings)
    .values({ playerId, off, system: settings.system, updatedAt: now })
    .onConflictDoUpdate({
      target: noticeSettings.playerId,
      set: { off: sql`excluded.off`, system: sql`excluded.system`, updatedAt: sql`excluded.updated_at` },
    });
  return { off, system: settings.system };
}
