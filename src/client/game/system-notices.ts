/**
 * System notifications: with the player's permission (asked from the tray's settings, never on
 * load) and their setting on, a notice that arrives while the game is in a background tab is also
 * shown by the service worker (app/service-worker.ts), so the tablet's or the desktop's own
 * notifications tell it. A tap brings the game forward (public/sw-notices.js). In a visible tab
 * the toast and the tray are enough.
 */
import type { NoticeKind } from '../../rules/views/notice-settings-view.ts';
import { activeWorker } from '../app/service-worker.ts';

/** Where a tap on a notice of each kind leads. */
const PATHS: Record<NoticeKind, string> = {
  market: '/market?tab=mine',
  region: '/expedition',
  energy: '/expedition',
  progress: '/missions',
  missions: '/missions',
  referral: '/profile',
  operator: '/pocket',
};

/** What the browser allows: 'granted', 'denied', 'default', or 'unsupported'. */
export function systemPermission(): NotificationPermission | 'unsupported' {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Asks the player's permission (from a click in the settings); answers whether it was given. */
export async function askSystemPermission(): Promise<boolean> {
  if (systemPermission() === 'unsupported') return false;
  return (await Notification.requestPermission()) === 'granted';
}

let told = 0;

/** Shows a notice as a system notification, when the game is in the background and allowed to. */
export function tellSystem(kind: NoticeKind, text: string): void {
  if (systemPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  void activeWorker()
    .then((worker) =>
      worker?.showNotification('Warlords', {
        body: text,
        tag: `warlords-${kind}-${++told}`,
        icon: '/images/app/icon-192.png',
        badge: '/images/app/icon-192.png',
        data: { path: PATHS[kind] },
      }),
    )
    .catch((e) => console.warn('system notification not shown', e));
}
