/**
 * The themed loading screen over the map while it starts: an open bar while the scene's code
 * arrives, then Pixi's own progress of the map's textures.
 */
export function WorldLoading({ progress }: { progress: number | null }) {
  return (
    <div className="world-loading" role="status" aria-live="polite">
      <p className="world-loading__title">Warlords</p>
      <progress
        className="world-loading__bar"
        max={1}
        value={progress ?? undefined}
        aria-label="Loading the world"
      />
      <p className="world-loading__text">
        {progress === null ? 'Loading the world…' : `Drawing the lands… ${Math.round(progress * 100)}%`}
      </p>
    </div>
  );
}
