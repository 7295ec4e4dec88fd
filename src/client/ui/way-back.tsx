import { Link } from 'react-router';
import { NAV_LINKS } from '../layouts/hud/nav-icons.tsx';

/**
 * The ways back into the game from a page that is not one of its screens (not found, an error):
 * the map first, the game's other screens beside it, and the start page. A signed-out player
 * who follows one is asked to sign in, then comes to it.
 */
export function WayBack() {
  return (
    <nav aria-label="Back into the game" className="way-back">
      <Link className="button button--primary" to="/expedition">
        Back to the map
      </Link>
      <ul className="way-back__links">
        {NAV_LINKS.filter((l) => l.to !== '/expedition').map(({ to, label, Icon }) => (
          <li key={to}>
            <Link className="button button--small" to={to}>
              <Icon />
              <span>{label}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="button button--small" to="/">
            Start page
          </Link>
        </li>
      </ul>
    </nav>
  );
}
