import { useState } from 'react';
import { Link } from 'react-router';
import { usePopover } from './use-popover.ts';
import { useNow } from '../../ui/use-now.ts';
import {
  NOTICE_KINDS,
  markAllRead,
  setKindOn,
  unreadCount,
  useNotices,
  type Notice,
} from '../../game/notices.ts';

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

function NoticeSettings() {
  const off = useNotices((s) => s.off);
  return (
    <fieldset className="notices__settings">
      <legend>Tell me about</legend>
      {NOTICE_KINDS.map(({ kind, label }) => (
        <label key={kind} className="notices__kind">
          <input
            type="checkbox"
            checked={!off.includes(kind)}
            onChange={(e) => setKindOn(kind, e.target.checked)}
          />
          {label}
        </label>
      ))}
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
