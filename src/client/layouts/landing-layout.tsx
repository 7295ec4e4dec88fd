import { Link, Outlet } from 'react-router';
import { ColorModeSwitch } from './hud/color-mode-switch.tsx';
import { useSignedIn } from '../api/signed-in.ts';

/** The landing page: a light bar and the page. */
export function LandingLayout() {
  const signedIn = useSignedIn();
  return (
    <div className="landing-layout">
      <header className="landing-layout__bar">
        <Link to="/" className="brand">
          Warlords
        </Link>
        <nav aria-label="Main" className="landing-layout__nav">
          {/* The leaderboard is a signed-in page (product-spec 2 and 6): signed out, the link says
              so and leads to sign-in, which goes on to it, rather than open on the sign-in wall. */}
          {signedIn ? (
            <Link to="/leaderboard">Leaderboard</Link>
          ) : (
            <Link to="/auth?redirect=%2Fleaderboard">Sign in to see the leaderboard</Link>
          )}
          <Link to="/craft">Craft</Link>
          <Link className="button button--primary" to={signedIn ? '/expedition' : '/auth'}>
            {signedIn ? 'Play' : 'Sign in'}
          </Link>
        </nav>
        <ColorModeSwitch />
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
