import { NavLink } from 'react-router';

const LINKS = [
  ['/expedition', 'Expedition'],
  ['/pocket', 'Pocket'],
  ['/craft', 'Craft'],
  ['/missions', 'Missions'],
  ['/leaderboard', 'Leaderboard'],
  ['/market', 'Market'],
  ['/mint', 'Mint'],
  ['/profile', 'Profile'],
] as const;

export function MainNav() {
  return (
    <nav aria-label="Main" className="main-nav">
      {LINKS.map(([to, label]) => (
        <NavLink key={to} to={to} className="main-nav__link">
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
