/**
 * The notification tray: what happened while the player looked elsewhere (a sale, a grant, a region
 * ready again, energy full, a level reached), newest first, with how many are unread. Kept in this
 * browser per player (the last 50), and so are the kinds the player wants told.
 */
import { create } from 'zustand';
import { useSession } from '../session/session-store.ts';

export type NoticeKind = 'market' | 'operator' | 'region' | 'energy' | 'progress' | 'referral' | 'missions';

/** The kinds, with the words of the tray's settings. */
export const NOTICE_KINDS: readonly { kind: NoticeKind; label: string }[] = [
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
  /** Kinds the player turned off. */
  off: NoticeKind[];
}

const KEEP = 50;
const listKey = (player: string) => `warlords:notices:${player}`;
const offKey = (player: string) => `warlords:notice-kinds-off:${player}`;

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

export const useNotices = create<NoticeState>(() => ({ player: null, notices: [], off: [] }));

/** The tray of the signed-in player (loaded when the player changes). */
function follow(player: string | null): void {
  if (player === useNotices.getState().player) return;
  useNotices.setState({
    player,
    notices: player ? load<Notice[]>(listKey(player), []) : [],
    off: player ? load<NoticeKind[]>(offKey(player), []) : [],
  });
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
  return true;
}

export function markAllRead(): void {
  const { player, notices } = useNotices.getState();
  if (!player || notices.every((n) => n.read)) return;
  const next = notices.map((n) => (n.read ? n : { ...n, read: true }));
  useNotices.setState({ notices: next });
  save(listKey(player), next);
}

export function setKindOn(kind: NoticeKind, on: boolean): void {
  const { player, off } = useNotices.getState();
  if (!player) return;
  const next = on ? off.filter((k) => k !== kind) : [...new Set([...off, kind])];
  useNotices.setState({ off: next });
  save(offKey(player), next);
}

export const unreadCount = (s: NoticeState) => s.notices.filter((n) => !n.read).length;
