/**
 * The notification tray: what happened while the player looked elsewhere (a sale, a grant, a region
 * ready again, energy full, a level reached), newest first, with how many are unread. Kept in this
 * browser per player (the last 50). The kinds the player wants told, and whether they also come as
 * system notifications, are kept on the server (GET/PUT /settings/notices), so every device of
 * the player tells the same: read by the tray, its toasts and the system notifications.
 */
import { create } from 'zustand';
import { useSession } from '../session/session-store.ts';
import { fetchNoticeSettings, saveNoticeSettings } from '../api/notice-settings.ts';
import type { NoticeKind, NoticeSettingsView } from '../../rules/views/notice-settings-view.ts';
import { tellSystem } from './system-notices.ts';

export type { NoticeKind };

/** The kinds, with the words of the tray's settings. */
export const NOTICE_KIND_LABELS: readonly { kind: NoticeKind; label: string }[] = [
  { kind: 'market', label: 'Sales and expired listings' },
  { kind: 'region', label: 'A region ready again' },
  { kind: 'energy', label: 'Energy full' },
  { kind: 'progress', label: 'Levels and ranks reached' },
  { kind: 'missions', label: 'Community mission XP' },
  { kind: 'referral', label: 'Referral bonuses' },
  { kind: 'operator', label: 'Operator grants and corrections' },
];

export interface Notice {
  id: string;
  kind: NoticeKind;
  text: string;
  /** ISO time it happened. */
  at: string;
  read: boolean;
}

interface NoticeState {
  player: string | null;
  notices: Notice[];
  /** Kinds the player turned off (the server's settings). */
  off: NoticeKind[];
  /** Whether notices also come as system notifications while the game is in the background. */
  system: boolean;
  /** Whether the server's settings have arrived (until then every kind is told, none as system). */
  settingsLoaded: boolean;
}

const KEEP = 50;
const listKey = (player: string) => `warlords:notices:${player}`;

function load<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function save(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off or full: the tray lives for this page only.
  }
}

export const useNotices = create<NoticeState>(() => ({
  player: null,
  notices: [],
  off: [],
  system: false,
  settingsLoaded: false,
}));

/** Reads the player's settings from the server (again: a second tab or device may have changed them). */
export async function loadNoticeSettings(): Promise<void> {
  const player = useNotices.getState().player;
  if (!player) return;
  try {
    const settings = await fetchNoticeSettings();
    if (useNotices.getState().player !== player) return;
    // An answer without the settings (a proxy's page, a stand-in server) keeps every kind told.
    if (!Array.isArray(settings?.off)) return;
    useNotices.setState({ off: settings.off, system: settings.system === true, settingsLoaded: true });
  } catch {
    // Not reachable now: every kind stays told; the next start or the tray's opening reads them again.
  }
}

/** The tray of the signed-in player (loaded when the player changes). */
function follow(player: string | null): void {
  if (player === useNotices.getState().player) return;
  useNotices.setState({
    player,
    notices: player ? load<Notice[]>(listKey(player), []) : [],
    off: [],
    system: false,
    settingsLoaded: false,
  });
  if (player && useSession.getState().user?.token) void loadNoticeSettings();
}
follow(useSession.getState().user?.profileId ?? null);
useSession.subscribe((s) => follow(s.user?.profileId ?? null));

let counter = 0;

/** Whether the player wants this kind told. */
export function wants(kind: NoticeKind): boolean {
  return !useNotices.getState().off.includes(kind);
}

/** Adds a notice (unless its kind is off); answers whether it was added, so a toast may follow. */
export function addNotice(kind: NoticeKind, text: string, at = new Date()): boolean {
  const { player, notices } = useNotices.getState();
  if (!player || !wants(kind)) return false;
  const notice: Notice = {
    id: `${at.getTime()}-${++counter}`,
    kind,
    text,
    at: at.toISOString(),
    read: false,
  };
  const next = [notice, ...notices].slice(0, KEEP);
  useNotices.setState({ notices: next });
  save(listKey(player), next);
  if (useNotices.getState().system) tellSystem(kind, text);
  return true;
}

export function markAllRead(): void {
  const { player, notices } = useNotices.getState();
  if (!player || notices.every((n) => n.read)) return;
  const next = notices.map((n) => (n.read ? n : { ...n, read: true }));
  useNotices.setState({ notices: next });
  save(listKey(player), next);
}

/** Keeps new settings: shown at once, then saved on the server (put back if it refuses them). */
async function saveSettings(next: NoticeSettingsView): Promise<boolean> {
  const { player, off, system } = useNotices.getState();
  if (!player) return false;
  useNotices.setState(next);
  try {
    const kept = await saveNoticeSettings(next);
    if (useNotices.getState().player === player) useNotices.setState({ off: kept.off, system: kept.system });
    return true;
  } catch {
    if (useNotices.getState().player === player) useNotices.setState({ off, system });
    return false;
  }
}

export function setKindOn(kind: NoticeKind, on: boolean): Promise<boolean> {
  const { off, system } = useNotices.getState();
  const next = on ? off.filter((k) => k !== kind) : [...new Set([...off, kind])];
  return saveSettings({ off: next, system });
}

/** System notifications on or off (the permission is asked by the settings panel first). */
export function setSystemOn(on: boolean): Promise<boolean> {
  return saveSettings({ off: useNotices.getState().off, system: on });
}

export const unreadCount = (s: NoticeState) => s.notices.filter((n) => !n.read).length;
