import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SceneBoundary, SceneFallback } from './scene-boundary.tsx';
import { webglSupported } from './webgl.ts';
import '../scenes.css';

/** What every scene gets beside its own props: a way to say it could not start. */
export interface SceneBaseProps {
  onFail: () => void;
}

/**
 * Wraps a scene module in React.lazy, so Pixi, gsap and howler load with the first screen that
 * shows a scene. The static view (or `loading`) stands in while the chunk loads, and the static
 * view for good where WebGL is missing, the scene throws, or it never starts.
 */
export function lazyScene<P extends object>(
  load: () => Promise<{ default: ComponentType<P & SceneBaseProps> }>,
) {
  const Scene = lazy(load);
  return function LazyScene(
    props: P & {
      fallback: ReactNode;
      loading?: ReactNode;
      /** Told once the static view stands for good (no WebGL, the scene failed or threw). */
      onFallback?: () => void;
    },
  ) {
    const { fallback, loading, onFallback, ...rest } = props;
    const [failed, setFailed] = useState(false);
    const still = (
      <>
        <Told what={onFallback} />
        {fallback}
      </>
    );
    if (failed || !webglSupported()) return <SceneFallback>{still}</SceneFallback>;
    return (
      <SceneBoundary fallback={still}>
        <Suspense fallback={loading ?? fallback}>
          <Scene {...(rest as P)} onFail={() => setFailed(true)} />
        </Suspense>
      </SceneBoundary>
    );
  };
}

/** Calls `what` once, when it is mounted. */
function Told({ what }: { what: (() => void) | undefined }) {
  useEffect(() => what?.(), [what]);
  return null;
}
