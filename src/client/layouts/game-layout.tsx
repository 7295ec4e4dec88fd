import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { whenBack } from '../game/connection.ts';
import { startLive } from '../game/live.ts';
import { watchNoticeTimes, watchProgress } from '../game/notice-timers.ts';
import { Hud } from './hud/hud.tsx';
import { InstallOffer } from './install-offer.tsx';
import { MainNav } from './hud/main-nav.tsx';
import { LevelUpBanner } from '../ui/level-up/level-up-banner.tsx';
import { PassLevelMoment } from '../ui/level-up/pass-level-moment.tsx';
import { watchLevelUps } from '../ui/level-up/watch-level.ts';

// The player's live stream: changes made elsewhere reach every open screen (game/live.ts).
startLive(queryClient);
watchNoticeTimes();
watchProgress();
watchLevelUps();
// Back from a lost connection: every read is asked again.
whenBack(() => void queryClient.invalidateQueries());

/** Screens that are the world itself (full screen, under the HUD); the others are menus over it. */
const WORLD_PATHS = new Set(['/expedition']);
/** The world's painted map, blurred and dimmed once by the art script (assets/src/map/world.ts). */
const BACKDROP = { backgroundImage: "url('/images/map/world-backdrop.png')" };

/**
 * The signed-in screens (and /craft): the HUD over the game, the screen, and in portrait the
 * bottom tab bar. The world screen fills the viewport; a menu screen is a panel over the world's
 * painted backdrop (dimmed and blurred), so the player never leaves the game.
 */
export function GameLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  const world = WORLD_PATHS.has(pathname);
  // After a navigation, keyboard and screen reader users start at the new screen, not the old link.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className={world ? 'app app--world' : 'app app--menu'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {world ? null : <div className="game-backdrop" style={BACKDROP} aria-hidden="true" />}
      <Hud />
      <LevelUpBanner />
      <PassLevelMoment />
      <main id="main" ref={main} className={world ? 'world-main' : 'page'} tabIndex={-1}>
        <Outlet />
      </main>
      <MainNav kind="tabs" />
      <InstallOffer />
    </div>
  );
}
