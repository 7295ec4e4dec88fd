import { Link } from 'react-router';
import { WayBack } from '../ui/way-back.tsx';

/**
 * What an unknown path shows: "404", one heading, a line naming the path and the way back. In the
 * game's layout (a signed-in player: the HUD and the game's menu are there) the way back is the
 * map's button; elsewhere it is the map and the game's other screens (WayBack).
 */
export function NotFound({ path, inGame = false }: { path: string; inGame?: boolean }) {
  return (
    <>
      <p className="error-page__status">404</p>
      <h1>Page Not Found</h1>
      <p className="error-page__message" data-testid="not-found-path">
        Nothing is at <code>{path}</code>.
      </p>
      {inGame ? (
        <nav aria-label="Back into the game" className="way-back">
          <Link className="button button--primary" to="/expedition">
            Back to the map
          </Link>
        </nav>
      ) : (
        <WayBack />
      )}
    </>
  );
}

/** An unknown path in the game's layout (routes.tsx, for a signed-in player). */
export function NotFoundInGame({ path }: { path: string }) {
  return (
    <section className="card error-page error-page--in-game">
      <NotFound path={path} inGame />
    </section>
  );
}
