import { Outlet } from 'react-router';
import { Header } from './header/header.tsx';

/** The signed-in screens (and /craft): header with resources and navigation, then the screen. */
export function GameLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
