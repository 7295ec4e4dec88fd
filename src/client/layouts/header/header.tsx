import { Link } from 'react-router';
import { useSignedIn } from '../../api/signed-in.ts';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { SoundSwitch } from './sound-switch.tsx';
import { Resources } from './resources.tsx';
import { MainNav } from './main-nav.tsx';

/** The game header: brand, the player's energy, shards and TWC, switches, then navigation. */
export function Header() {
  const signedIn = useSignedIn();
  return (
    <header className="header">
      <div className="header__top">
        <Link to="/" className="brand">
          Warlords
        </Link>
        {signedIn ? (
          <Resources />
        ) : (
          <Link className="button button--primary" to="/auth">
            Sign in
          </Link>
        )}
        <div className="header__switches">
          <SoundSwitch />
          <ColorModeSwitch />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
