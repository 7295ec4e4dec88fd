import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstInput, inputSeen } from './first-input.ts';
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
 * view for good where WebGL is missing, the scene throws, or it never starts. With
 * `startAfterInput`, `loading` also stands until the player's first input (see first-input.ts).
 */
export function lazyScene<P extends object>(
  load: () => Promise<{ default: ComponentType<P & SceneBaseProps> }>,
  opts: { startAfterInput?: boolean } = {},
) {
  const Scene = lazy(load);
  return function LazyScene(props: P & { fallback: ReactNode; loading?: ReactNode }) {
    const { fallback, loading, ...rest } = props;
    const [failed, setFailed] = useState(false);
    const [go, setGo] = useState(() => !opts.startAfterInput || inputSeen());
    useEffect(() => (go ? undefined : afterFirstInput(() => setGo(true))), [go]);
    if (failed || !webglSupported()) return <SceneFallback>{fallback}</SceneFallback>;
    if (!go) return <>{loading ?? fallback}</>;
    return (
      <SceneBoundary fallback={fallback}>
        <Suspense fallback={loading ?? fallback}>
          <Scene {...(rest as P)} onFail={() => setFailed(true)} />
        </Suspense>
      </SceneBoundary>
    );
  };
}
