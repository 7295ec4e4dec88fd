import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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
 * Loads a scene's module on first use, so Pixi, gsap and howler load with the first screen that
 * shows a scene. The static view (or `loading`) stands in while the chunk loads, and while the
 * server does not answer; the static view for good where WebGL is missing, the scene throws, or it
 * never starts with the server there. A scene that did not start while the server was down starts
 * again once it is back.
 *
 * Not React.lazy in a Suspense boundary: React 19 holds back the reveal of a boundary's content
 * until 300 ms after the page's last fallback was shown (its "throttled" retry), and every scene
 * suspended once, even with its code already in. On the cold loads the map's and the portrait's
 * Pixi start waited for that timer (0.06 to 0.3 s, in traces); the code's arrival is a state
 * update here, drawn at once, and a scene whose code is in mounts on its first render.
 */
export function lazyScene<P extends object>(
  load: () => Promise<{ default: ComponentType<P & SceneBaseProps> }>,
) {
  type Scene = ComponentType<P & SceneBaseProps>;
  /** The code once in (later mounts draw it at once), or the error it ended with (kept, as React.lazy kept it). */
  let loaded: { scene: Scene } | { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const get = () =>
    (loading ??= importWhenUp(load).then(
      (m) => void (loaded = { scene: m.default }),
      (error: unknown) => void (loaded = { error }),
    ));
  return function LazyScene(
    props: P & {
      fallback: ReactNode;
      loading?: ReactNode;
      /** Told once the static view stands for good (no WebGL, the scene failed or threw). */
      onFallback?: () => void;
    },
  ) {
    const { fallback, loading: loadingView, onFallback, ...rest } = props;
    const [code, setCode] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    /** Each start of the scene: a new one once the server is back from an outage it failed in. */
    const [start, setStart] = useState(0);
    const supported = webglSupported();
    useEffect(() => {
      if (code || !supported) return;
      let live = true;
      void get().then(() => live && setCode(loaded));
      return () => {
        live = false;
      };
    }, [code, supported]);
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
    if (failed || !supported) return <SceneFallback>{still}</SceneFallback>;
    let shown: ReactNode = loadingView ?? fallback;
    if (code && 'error' in code) shown = <Rethrow error={code.error} />;
    else if (code) shown = <code.scene key={start} {...(rest as P)} onFail={onFail} />;
    return <SceneBoundary fallback={still}>{shown}</SceneBoundary>;
  };
}

/** Throws `error` where it renders: a scene's code that did not load, for the scene's boundary to see. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Calls `what` once, when it is mounted. */
function Told({ what }: { what: (() => void) | undefined }) {
  useEffect(() => what?.(), [what]);
  return null;
}
