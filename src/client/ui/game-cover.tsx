/**
 * The game's cover while the first screen's code and data load (the router's first render): the
 * title and the turning compass of the map's own loading screen (world-loading.tsx), on its sea,
 * so the map's cover follows it with no blank page between. Screen readers hear "Loading…".
 */
export function GameCover() {
  return (
    <div className="game-cover" role="status">
      <span className="world-loading__compass" aria-hidden />
      <p className="world-loading__title" aria-hidden>
        Warlords
      </p>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
