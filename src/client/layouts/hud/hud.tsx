import { useRef } from 'react';
import { Link } from 'react-router';
import { useSignedIn } from '../../api/signed-in.ts';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { SoundSwitch } from './sound-switch.tsx';
import { Resources } from './resources.tsx';
import { MainNav } from './main-nav.tsx';
import { MenuButton } from './menu-button.tsx';
import { HudWarlord } from './hud-warlord.tsx';
import { NoticeBell } from './notice-bell.tsx';
import { OrdersButton } from './orders-button.tsx';
import { useHudFit } from './hud-fit.ts';

/**
 * The slim HUD over the game: the Warlord (avatar, XP ring, rank), brand, the player's energy (with its countdown), shards and TWC,
 * the screens (inline on a wide screen, a menu otherwise, the bottom tab bar in portrait), sound.
 * It always fits its row: where it would not, it gives up the brand, then the inline links (hud-fit.ts).
 */
export function Hud() {
  const signedIn = useSignedIn();
  const header = useRef<HTMLElement>(null);
  useHudFit(header);
  return (
    <header className="hud" ref={header}>
      {signedIn ? <HudWarlord /> : null}
      <Link to="/" className="brand hud__brand">
        Warlords
      </Link>
      {signedIn ? (
        <Resources />
      ) : (
        <Link className="button button--primary" to="/auth">
          Sign in
        </Link>
      )}
      <MainNav kind="inline" />
      <div className="hud__switches">
        {signedIn ? <OrdersButton /> : null}
        {signedIn ? <NoticeBell /> : null}
        <SoundSwitch />
        <ColorModeSwitch />
        <MenuButton />
      </div>
    </header>
  );
}
