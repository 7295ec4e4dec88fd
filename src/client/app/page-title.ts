/** The game's name in the browser's tab, and the landing page's whole title (index.html's). */
export const GAME_TITLE = 'Warlords | Gaming Platform';

/** Each screen's name in the tab, by the first part of its path. */
const SCREENS: Record<string, string> = {
  expedition: 'Expedition',
  pocket: 'Pocket',
  craft: 'Craft',
  missions: 'Missions',
  leaderboard: 'Leaderboard',
  market: 'Market',
  mint: 'Mint',
  profile: 'Profile',
  history: 'History',
  auth: 'Sign in',
  admin: 'Operators',
  not_found: 'Not found',
};

/**
 * The tab's title on `pathname`: the screen, then the game ("Pocket · Warlords"), so a player with
 * several tabs knows which is which (a review found every tab named the same); the game's own
 * title on the landing page, "Not found" on a path no screen has.
 */
export function pageTitle(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined) return GAME_TITLE;
  return `${SCREENS[first] ?? 'Not found'} · Warlords`;
}
