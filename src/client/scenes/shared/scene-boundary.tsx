import { Component, type ReactNode } from 'react';

interface Props {
  /** The static view shown when the scene cannot run. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The errors of code that did not arrive (Chromium, Firefox, Safari, Vite's CSS preload): a scene's
 * chunk missing with the server there (lazy-scene.tsx waits out a server that does not answer).
 */
const LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

/**
 * Catches a scene that throws (a lost context, a failed chunk) and shows the static view instead;
 * the line about the browser's graphics only when they are the cause, not for code that did not load.
 */
export class SceneBoundary extends Component<Props, { failed: 'load' | 'scene' | null }> {
  override state: { failed: 'load' | 'scene' | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: 'load' | 'scene' } {
    return { failed: error instanceof Error && LOAD_ERROR.test(error.message) ? 'load' : 'scene' };
  }

  override render() {
    if (this.state.failed === null) return this.props.children;
    if (this.state.failed === 'load') return this.props.fallback;
    return <SceneFallback>{this.props.fallback}</SceneFallback>;
  }
}

/** The static view with a line saying why the animation is missing. */
export function SceneFallback({ children }: { children: ReactNode }) {
  return (
    <>
      <p className="scene-notice muted" role="note">
        Animations are off: this browser could not start the game’s graphics.
      </p>
      {children}
    </>
  );
}
