import { useApplication, useTick } from '@pixi/react';
import { UPDATE_PRIORITY } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { noteSceneDrawn } from '../../app/first-screen.ts';
import { useGame } from '../../game/game-store.ts';
import { queryClient } from '../../api/query-client.ts';
import { useLatestWarlord } from '../../game/shown-views.ts';
import { useSignedIn } from '../../api/signed-in.ts';
import { outfitImages, outfitOf } from '../warlord/warlord-outfit.ts';
import { activeRegionId, lockedToRun, selectedRegionId, shownExpedition } from '../../game/selectors.ts';
import { useScreen } from '../shared/use-screen.ts';
import { noteMotion } from '../shared/draw-on-demand.ts';
import { preloadTextures, useSharperTextures, useTextures } from '../shared/textures.ts';
import { RegionEmblem } from './region-emblem.tsx';
import { RegionWords } from './region-words.tsx';
import { flyTo, keepInView, placeCamera, setUpCamera } from './map-camera.ts';
import { sheetGrowth } from './sheet-growth.ts';
import { WORLD } from './map-layout.ts';
import { Camp, MapLife, RunPath } from './map-life.tsx';
import { WorldMarchers } from './world-marchers.tsx';
import { OwnWarlord } from './own-warlord.tsx';
import { emblemImg, MAP_IMAGES as IMAGES, WORLD_IMG } from './map-images.ts';
import { whenSignedIn } from '../shared/early-fetch.ts';
import type { RegionMapProps } from './region-map-scene.tsx';

// With the scene's code, while its WebGL context starts (the cold load's longest wait): the map's
// atlas, and for a signed-in player the warlord atlas (the bare figure's pictures are in it, as every
// outfit's are), decoded beside it. Asked for by the stage only once the context had started and
// GET /warlord had answered, its decoding was the first frame's last wait: 1.5 to 2.5 s at 4x CPU.
preloadTextures(IMAGES);
whenSignedIn(() => preloadTextures(outfitImages(outfitOf([], []))));
/** How long newly unlocked regions pulse on the map. */
const UNLOCKED_PULSE_MS = 8000;

/** The world under a camera (pixi-viewport), its idle life, the active run's path and ten emblems. */
export function MapStage({ onSelect, onProgress, onDrawn }: RegionMapProps) {
  const { app, isInitialised } = useApplication();
  const { width, height } = useScreen();
  // The player's own Warlord is loaded with the world, behind the same cover, so both appear on
  // the same frame: the map's pictures are asked for with its outfit's, once GET /warlord answers
  // (or fails, or no one is signed in: the world alone then).
  const signedIn = useSignedIn();
  const warlord = useLatestWarlord(queryClient);
  const traitsKey = warlord.data?.appliedTraits.join(',');
  const itemsKey = warlord.data?.appliedItems.join(',');
  const waitForWarlord = signedIn && warlord.isPending;
  const pictures = useMemo(() => {
    if (waitForWarlord) return [];
    if (traitsKey === undefined) return IMAGES;
    const list = (k: string | undefined) => (k ? k.split(',').map(Number) : []);
    return [...IMAGES, ...outfitImages(outfitOf(list(traitsKey), list(itemsKey)))];
  }, [waitForWarlord, traitsKey, itemsKey]);
  // Drawn first from the @1x atlas, then from the @2x where the screen's density wants it, once
  // the first frame is drawn (the first frame never waits for the larger download).
  const first = useTextures(pictures, waitForWarlord ? undefined : onProgress);
  const [drawn, setDrawn] = useState(false);
  const sharper = useSharperTextures(IMAGES, drawn);
  const textures = useMemo(() => ({ ...first, ...sharper }), [first, sharper]);
  const sharp = sharper[WORLD_IMG] !== undefined;
  const view = useGame(shownExpedition);
  // Each region of the view where the world shows it, for its emblem and, over the Warlords, its words.
  const placed = useMemo(
    () =>
      (view?.regions ?? []).flatMap((r) => {
        const info = REGIONS[r.id - 1];
        if (!info) return [];
        const { position, title } = info;
        return [{ r, x: position.x * WORLD.width, y: position.y * WORLD.height, title }];
      }),
    [view?.regions],
  );
  const selectedId = useGame(selectedRegionId);
  const activeId = useGame(activeRegionId);
  const locked = useGame(lockedToRun);
  const viewport = useRef<Viewport>(null);
  const camera = useRef<{ wasPanned: () => boolean; undo: () => void } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const fresh = useGame((s) => s.newlyUnlocked);
  // The canvas exists only once the application has started.
  const wrapper = isInitialised ? app.canvas.parentElement : null;

  useEffect(() => {
    const vp = viewport.current;
    if (!vp || camera.current || !wrapper) return;
    camera.current = setUpCamera(vp, wrapper, () => noteMotion(app));
  });
  useEffect(
    () => () => {
      camera.current?.undo();
      camera.current = null;
    },
    [],
  );
  // The portrait sheet grows by the run's panel: the band above it, and so the fit, change with it.
  const growth = useSyncExternalStore(sheetGrowth.subscribe, sheetGrowth.get);
  useEffect(() => {
    const vp = viewport.current;
    if (vp && width > 0) placeCamera(vp, width, height, wrapper);
  }, [width, height, wrapper, growth]);
  // And at once, before the next draw (not a render later): as the run's screen leaves, the map's
  // first fresh frame is already laid out for the grown sheet (expedition-screen.tsx).
  const size = useRef({ width, height, wrapper });
  useEffect(() => {
    size.current = { width, height, wrapper };
  }, [width, height, wrapper]);
  useEffect(
    () =>
      sheetGrowth.subscribe(() => {
        const vp = viewport.current;
        const { width: w, height: h, wrapper: el } = size.current;
        if (vp && w > 0) placeCamera(vp, w, h, el);
      }),
    [],
  );

  // The region on the card stays in sight, its emblem and name: where the fit cannot show every
  // region (a narrow screen, emblems kept tappable) or the player has zoomed, the camera glides to it
  // when it is selected off-screen (the opening one too).
  useEffect(() => {
    const vp = viewport.current;
    if (vp && REGIONS[selectedId - 1] && width > 0) keepInView(vp, selectedId);
  }, [selectedId, width, height, growth]);

  // Under the full-size stage run the map rests: the run covers the scenes (scene-cover.ts, the
  // one pause, which PixiCanvas follows), so the map has no pause of its own.

  // Regions a rank-up opened pulse the next time the map is shown, for a few seconds, then are
  // seen (the wrapper says which, for tests).
  useEffect(() => {
    if (fresh.length === 0) return;
    wrapper?.setAttribute('data-unlocked', fresh.join(','));
    const id = window.setTimeout(() => {
      useGame.setState({ newlyUnlocked: [] });
      wrapper?.removeAttribute('data-unlocked');
    }, UNLOCKED_PULSE_MS);
    return () => window.clearTimeout(id);
  }, [fresh, wrapper]);

  // The first frame with the world in it: noted for the load bench and tests, then said once.
  const loaded = textures[WORLD_IMG] !== undefined;
  const drawnOnce = useRef(false);
  useTick({
    callback: () => {
      if (!loaded || drawnOnce.current) return;
      drawnOnce.current = true;
      performance.mark('world-drawn');
      noteSceneDrawn();
      wrapper?.setAttribute('data-world', 'drawn');
      wrapper?.setAttribute('data-atlas', sharp ? '2x' : '1x');
      setDrawn(true);
      onDrawn?.();
    },
    // After the draw of this tick (draw-on-demand runs at LOW).
    priority: UPDATE_PRIORITY.UTILITY,
  });

  // The sharper atlas in: drawn on the next frame (the wrapper says which density the world is
  // drawn from, for tests and the load bench). The @1x stays: other scenes may hold its frames.
  useEffect(() => {
    if (!sharp || !wrapper) return;
    const id = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        performance.mark('world-sharp');
        wrapper.setAttribute('data-atlas', '2x');
      }),
    );
    return () => cancelAnimationFrame(id);
  }, [sharp, wrapper]);

  const onHover = useCallback(
    (id: number, on: boolean) => setHovered((h) => (on ? id : h === id ? null : h)),
    [],
  );
  const onTap = useCallback(
    (id: number) => {
      if (camera.current?.wasPanned()) return;
      onSelect(id);
      const vp = viewport.current;
      if (vp && REGIONS[id - 1]) flyTo(vp, id);
    },
    [onSelect],
  );

  if (width === 0) return null;
  return (
    <pixiViewport
      ref={viewport}
      events={app.renderer.events}
      ticker={app.ticker}
      screenWidth={width}
      screenHeight={height}
      worldWidth={WORLD.width}
      worldHeight={WORLD.height}
      passiveWheel={false}
    >
      {textures[WORLD_IMG] ? (
        <pixiSprite texture={textures[WORLD_IMG]} width={WORLD.width} height={WORLD.height} />
      ) : null}
      <MapLife />
      {/* The Warlords (their own atlas, as large as the map's) come once the world is drawn: the
          first frame waits for no picture but the world's. */}
      {drawn ? <WorldMarchers /> : null}
      {activeId !== null ? <RunPath regionId={activeId} /> : null}
      <Camp />
      {placed.map(({ r, x, y }) => (
        <RegionEmblem
          key={r.id}
          region={r}
          x={x}
          y={y}
          texture={textures[emblemImg(r.id)]}
          selected={r.id === selectedId}
          active={r.id === activeId}
          unlocked={fresh.includes(r.id)}
          hovered={r.id === hovered}
          disabled={locked && r.id !== selectedId}
          onHover={onHover}
          onTap={onTap}
        />
      ))}
      {/* Over the emblems: the player's own Warlord, at home or on its run's path, drawn on the
          world's first frame (its pictures came with the world's). */}
      {loaded ? <OwnWarlord textures={textures} /> : null}
      {/* Over every Warlord: the regions' names and status lines, never covered. */}
      {placed.map(({ r, x, y, title }) => (
        <RegionWords key={r.id} region={r} x={x} y={y} title={title} />
      ))}
    </pixiViewport>
  );
}
