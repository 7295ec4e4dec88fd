import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MainNav } from './main-nav.tsx';

/** The HUD's menu: a button that opens the list of screens as a panel; Escape or a choice closes it. */
export function MenuButton() {
  const { pathname } = useLocation();
  // Open on one path only: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <div className="hud-menu" ref={wrap}>
      <button
        type="button"
        className="icon-button hud-menu__button"
        aria-expanded={open}
        aria-controls="hud-menu-panel"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      {open ? (
        <div id="hud-menu-panel" className="hud-menu__panel">
          <MainNav kind="menu" onNavigate={() => setOpenOn(null)} />
        </div>
      ) : null}
    </div>
  );
}
