import { Component, type ReactNode } from 'react';

interface Props {
  /** The static view shown when the scene cannot run. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a scene that throws (a lost context, a failed chunk) and shows the static view instead. */
export class SceneBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
