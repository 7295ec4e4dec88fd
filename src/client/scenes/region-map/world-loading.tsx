/**
 * The themed loading screen over the map while it starts: an open bar while the scene's code
 * arrives, then Pixi's own progress of the map's textures. The page removes it once the world is
 * drawn (or the static view stands instead). Screen readers hear "Loading the world" once; the
 * bar carries the progress, and the running percentage is for the eye only (not re-announced at
 * each step).
 */
export function WorldLoading({ progress }: { progress: number | null }) {
  return (
    <div className="world-loading">
      <p className="world-loading__title" aria-hidden>
        Warlords
      </p>
      <progress
        className="world-loading__bar"
        max={1}
        value={progress ?? undefined}
        aria-label="Loading the world"
      />
      <p className="world-loading__text" role="status">
        <span className="visually-hidden">Loading the world</span>
        <span aria-hidden>
          {progress === null ? 'Loading the world…' : `Drawing the lands… ${Math.round(progress * 100)}%`}
        </span>
      </p>
    </div>
  );
}
