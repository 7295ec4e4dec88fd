import { Link, Outlet } from 'react-router';
import { ColorModeSwitch } from './hud/color-mode-switch.tsx';

/** Sign-in and not-found: a centred panel. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <Link to="/" className="brand">
          Warlords
        </Link>
        <ColorModeSwitch />
      </header>
      <main id="main" className="auth-layout__panel">
        <Outlet />
      </main>
    </div>
  );
}
