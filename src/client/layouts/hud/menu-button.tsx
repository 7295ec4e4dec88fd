import { MainNav } from './main-nav.tsx';
import { usePopover } from './use-popover.ts';

/** The HUD's menu: a button that opens the list of screens as a panel; Escape or a choice closes it. */
export function MenuButton() {
  const { open, wrap, toggle, close } = usePopover();
  return (
    <div className="hud-menu" ref={wrap}>
      <button
        type="button"
        className="icon-button hud-menu__button"
        aria-expanded={open}
        aria-controls="hud-menu-panel"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </button>
      {open ? (
        <div id="hud-menu-panel" className="hud-menu__panel">
          <MainNav kind="menu" onNavigate={close} />
        </div>
      ) : null}
    </div>
  );
}
