import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-icons.tsx';

/**
 * The screens of the game. `inline`: text links in the HUD of a wide screen, icons over labels on a
 * touch tablet lying down (layout.css); `tabs`: the bottom tab bar of a portrait tablet, icons over
 * labels; `menu`: the list of the HUD's menu.
 */
export function MainNav({ kind, onNavigate }: { kind: 'inline' | 'tabs' | 'menu'; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className={`main-nav main-nav--${kind}`}>
      {NAV_LINKS.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} className="main-nav__link" onClick={onNavigate}>
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
