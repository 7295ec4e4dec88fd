/**
 * The kinds of notices the game tells a player (the tray, its toasts and the system
 * notifications), and the settings that turn them on or off: shared by the server, which keeps the
 * settings per player (GET/PUT /api/{userId}/settings/notices), and the client, which reads them.
 */
export const NOTICE_KINDS = [
  'market',
  'region',
  'energy',
  'progress',
  'missions',
  'referral',
  'operator',
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeSettingsView {
  /** The kinds the player turned off (none: every kind is told). */
  off: NoticeKind[];
  /** Whether notices are also shown as system notifications while the game is in the background. */
  system: boolean;
}

/** What a player who never changed them has. */
export const DEFAULT_NOTICE_SETTINGS: NoticeSettingsView = { off: [], system: false };
