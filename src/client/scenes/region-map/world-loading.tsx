import { useSyncExternalStore } from 'react';
import { mapDownload } from './map-images.ts';

/** What the cover waits for, in words, from the map atlas's bytes and Pixi's progress. */
function waitingFor(progress: number | null, bytes: { loaded: number; total: number; done: boolean }) {
  const kb = (n: number) => Math.round(n / 1024).toLocaleString('en');
  if (!bytes.done) {
    if (bytes.loaded === 0) return 'Fetching the world map…';
    return bytes.total > bytes.loaded
      ? `Fetching the world map… ${kb(bytes.loaded)} of ${kb(bytes.total)} KB`
      : `Fetching the world map… ${kb(bytes.loaded)} KB`;
  }
  if (progress !== 1) return 'Unrolling the map…';
  return 'Painting the lands…';
}

/**
 * The themed loading screen over the map while it starts: what it waits for in words (the map
 * atlas's download, counted in KB, then its decoding, then the first frame painted), a bar
 * of the download, and a compass turning and a sheen running along the bar on the compositor
 * (CSS transforms), so the cover moves even while the page's thread is busy decoding and drawing.
 * The page removes it once the world is drawn (or the static view stands instead). Screen readers
 * hear "Loading the world" once; the steps are for the eye only (not re-announced at each step).
 */
export function WorldLoading({ progress }: { progress: number | null }) {
  const bytes = useSyncExternalStore(mapDownload.subscribe, mapDownload.get);
  const fraction = bytes.done ? 1 : bytes.total > 0 ? bytes.loaded / bytes.total : undefined;
  const step = waitingFor(progress, bytes);
  return (
    <div className="game-cover world-loading" data-step={step.replace(/….*$/, '')}>
      <span className="world-loading__compass" aria-hidden />
      <p className="world-loading__title" aria-hidden>
        Warlords
      </p>
      <div className="world-loading__track">
        <progress className="world-loading__bar" max={1} value={fraction} aria-label="Loading the world" />
      </div>
      <p className="world-loading__text" role="status">
        <span className="visually-hidden">Loading the world</span>
        <span aria-hidden>{step}</span>
      </p>
    </div>
  );
}
