import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './header/header.tsx';

/** The signed-in screens (and /craft): header with resources and navigation, then the screen. */
export function GameLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // After a navigation, keyboard and screen reader users start at the new screen, not the old link.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" ref={main} className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
