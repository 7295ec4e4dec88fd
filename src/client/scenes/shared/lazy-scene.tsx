import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { networkDown, untilBack } from '../../game/connection.ts';
import { SceneBoundary, SceneFallback } from './scene-boundary.tsx';
import { webglSupported } from './webgl.ts';
import '../scenes.css';

/** What every scene gets beside its own props: a way to say it could not start. */
export interface SceneBaseProps {
  onFail: () => void;
}

/**
 * Imports a scene's code; when it does not arrive because the server does not answer (a failure
 * that is the network's: the line "could not start the game's graphics" would be false, as the
 * review read it on /pocket after stopping the server, for good), waits for
 * the server (the banner shows meanwhile) and imports it again (Chromium fetches a failed dynamic
 * import again). Only a failure with the server there rejects (React.lazy keeps that answer).
 */
async function importWhenUp<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (e) {
      if (!(await networkDown())) throw e;
      await untilBack();
    }
  }
}

/**
 * Wraps a scene module in React.lazy, so Pixi, gsap and howler load with the first screen that
 * shows a scene. The static view (or `loading`) stands in while the chunk loads, and while the
 * server does not answer; the static view for good where WebGL is missing, the scene throws, or it
 * never starts with the server there. A scene that did not start while the server was down starts
 * again once it is back.
 */
export function lazyScene<P extends object>(
  load: () => Promise<{ default: ComponentType<P & SceneBaseProps> }>,
) {
  const Scene = lazy(() => importWhenUp(load));
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
    /** Each start of the scene: a new one once the server is back from an outage it failed in. */
    const [start, setStart] = useState(0);
    const onFail = useCallback(() => {
      void networkDown().then(async (down) => {
        if (!down) return setFailed(true);
        await untilBack();
        setStart((n) => n + 1);
      });
    }, []);
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
          <Scene key={start} {...(rest as P)} onFail={onFail} />
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
