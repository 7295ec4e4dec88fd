import { NavLink } from 'react-router';
import { useSignedIn } from '../../api/signed-in.ts';
import { ROUTE_TABLE } from '../../app/route-table.ts';
import { NAV_LINKS } from './nav-icons.tsx';

/** The game's screens a visitor who is not signed in may open (no guard: the catalog on /craft). */
const OPEN_TO_ALL = new Set(ROUTE_TABLE.filter((r) => r.layout === 'game' && !r.guard).map((r) => r.path));

/**
 * The screens of the game. `inline`: text links in the HUD of a wide screen, icons over labels on a
 * touch tablet lying down (layout.css); `tabs`: the bottom tab bar of a portrait tablet, icons over
 * labels; `menu`: the list of the HUD's menu. Signed out, only the screens open to all (a review
 * found /craft's menu offering seven screens that each led to the sign-in page).
 */
export function MainNav({ kind, onNavigate }: { kind: 'inline' | 'tabs' | 'menu'; onNavigate?: () => void }) {
  const signedIn = useSignedIn();
  const links = signedIn ? NAV_LINKS : NAV_LINKS.filter((l) => OPEN_TO_ALL.has(l.to));
  return (
    <nav aria-label="Main" className={`main-nav main-nav--${kind}`}>
      {links.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} className="main-nav__link" onClick={onNavigate}>
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
