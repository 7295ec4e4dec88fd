import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePopover } from './use-popover.ts';
import { useNow } from '../../ui/use-now.ts';
import {
  NOTICE_KIND_LABELS,
  loadNoticeSettings,
  markAllRead,
  setKindOn,
  setSystemOn,
  unreadCount,
  useNotices,
  type Notice,
} from '../../game/notices.ts';
import { askSystemPermission, systemPermission } from '../../game/system-notices.ts';

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function agoText(at: string, now: number): string {
  const s = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86_400)} d ago`;
}

function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const now = useNow();
  if (notices.length === 0) {
    return (
      <p className="notices__empty">
        Nothing yet. Sales, grants, regions ready again and full energy show here.
      </p>
    );
  }
  return (
    <ul className="notices__list">
      {notices.map((n) => (
        <li key={n.id} className={n.read ? 'notice' : 'notice notice--new'}>
          <span className="notice__text">{n.text}</span>
          <time className="notice__time" dateTime={n.at}>
            {agoText(n.at, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** What the browser says of system notifications, in the player's words (null: nothing to say). */
function permissionNote(permission: ReturnType<typeof systemPermission>): string | null {
  if (permission === 'unsupported') return 'This browser cannot show system notifications.';
  if (permission === 'denied')
    return "Notifications are blocked for this site: allow them in the browser's site settings.";
  return null;
}

/** System notifications: asked for only here, by the player's own click, never on load. */
function SystemNoticeSetting() {
  const system = useNotices((s) => s.system);
  const [permission, setPermission] = useState(systemPermission);
  const on = system && permission === 'granted';
  async function change(wanted: boolean) {
    if (wanted && systemPermission() !== 'granted') await askSystemPermission();
    // Read again: the browser may have been told since the panel opened.
    setPermission(systemPermission());
    if (wanted && systemPermission() !== 'granted') return;
    await setSystemOn(wanted);
  }
  const note = permissionNote(permission);
  return (
    <div className="notices__system">
      <label className="notices__kind">
        <input
          type="checkbox"
          checked={on}
          disabled={permission === 'unsupported' || permission === 'denied'}
          onChange={(e) => void change(e.target.checked)}
        />
        Also as system notifications while the game is in the background
      </label>
      {note ? <p className="notices__note">{note}</p> : null}
    </div>
  );
}

/** The settings panel: which kinds to tell, kept on the server for every device of the player. */
function NoticeSettings() {
  const off = useNotices((s) => s.off);
  // Read again on opening: another device may have changed them.
  useEffect(() => void loadNoticeSettings(), []);
  return (
    <fieldset className="notices__settings" data-testid="notice-settings">
      <legend>Tell me about</legend>
      {NOTICE_KIND_LABELS.map(({ kind, label }) => (
        <label key={kind} className="notices__kind">
          <input
            type="checkbox"
            checked={!off.includes(kind)}
            onChange={(e) => void setKindOn(kind, e.target.checked)}
          />
          {label}
        </label>
      ))}
      <SystemNoticeSetting />
    </fieldset>
  );
}

/**
 * The HUD's bell: how many notices are unread, and the tray they are in (opening it reads them),
 * with the player's history one tap away and the kinds to be told of.
 */
export function NoticeBell() {
  // Closing the tray reads what it showed.
  const { open, wrap, toggle, close } = usePopover(markAllRead);
  const [settings, setSettings] = useState(false);
  const unread = useNotices(unreadCount);
  const notices = useNotices((s) => s.notices);
  const label = unread > 0 ? `Notifications, ${unread} new` : 'Notifications';
  return (
    <div className="notices" ref={wrap}>
      <button
        type="button"
        className="icon-button notices__bell"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls="notices-panel"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="1.3em" height="1.3em" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className="notices__count" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id="notices-panel" className="notices__panel card" aria-label="Notifications">
          <header className="notices__head">
            <h2>Notifications</h2>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSettings(!settings)}
              aria-expanded={settings}
            >
              {settings ? 'Done' : 'Settings'}
            </button>
          </header>
          {settings ? <NoticeSettings /> : <NoticeList notices={notices} />}
          <Link className="notices__all" to="/history" onClick={close}>
            See all history
          </Link>
        </section>
      ) : null}
    </div>
  );
}
