import type { Viewport } from 'pixi-viewport';
import { saveCamera, useGame } from '../../game/game-store.ts';
import { hudInsets } from '../shared/hud-insets.ts';
import { fitCamera, fitScale, MAX_ZOOM, WORLD } from './map-layout.ts';

/** Writes the camera on the scene's wrapper, for tests and tools that aim at an emblem. */
function publish(vp: Viewport, el: HTMLElement | null): void {
  el?.setAttribute(
    'data-camera',
    `${vp.scale.x.toFixed(4)},${vp.center.x.toFixed(1)},${vp.center.y.toFixed(1)}`,
  );
}

/**
 * The map's camera on pixi-viewport: drag (with a little inertia), pinch and wheel zoom between
 * fit-to-screen and twice that, the world kept on screen (centred when smaller). Each pan or zoom
 * that ends is kept in the game store, so the map comes back where it was left. Answers a
 * `wasPanned` test: a release after a drag or a pinch is not a tap.
 */
export function setUpCamera(vp: Viewport, wrapper: HTMLElement | null): { wasPanned: () => boolean } {
  let panned = false;
  vp.drag({ clampWheel: true, pressDrag: true }).pinch().wheel({ smooth: 4 }).decelerate({ friction: 0.92 });
  vp.on('pointerdown', () => (panned = false));
  vp.on('drag-start', () => (panned = true));
  vp.on('pinch-start', () => (panned = true));
  const keep = () => {
    publish(vp, wrapper);
    saveCamera({ scale: vp.scale.x, x: vp.center.x, y: vp.center.y });
  };
  vp.on('moved-end', keep);
  vp.on('zoomed-end', keep);
  return { wasPanned: () => panned };
}

/**
 * How much of the canvas the HUD and the region's card cover (CSS px): the HUD along the top, the
 * card at the right in landscape and, in portrait, the bottom sheet over the tab bar
 * (expedition.css; its height as it stands, at most 46% of the screen). At the fit the world is
 * centred in what is left; the camera may pan the world that far past its edges, so a region under
 * the card can always be brought out beside it.
 */
function covers(width: number, height: number): { top: number; right: number; bottom: number } {
  const { top, bottom: tabs } = hudInsets();
  const portrait = height > width && width <= 1024;
  if (!portrait) return { top, right: 384, bottom: 0 };
  const sheet = document.querySelector('.world-cards')?.getBoundingClientRect().height ?? 0;
  return { top, right: 0, bottom: Math.round(tabs + (sheet || height * 0.3)) };
}

/** On a new canvas size: the zoom limits of that size, and the kept camera (or the fit) again. */
export function placeCamera(vp: Viewport, width: number, height: number, wrapper: HTMLElement | null): void {
  const fit = fitScale(width, height);
  const cover = covers(width, height);
  // Where the world is shorter than the screen, the clamp centres the viewport's world height:
  // told (bottom - top) taller, the world is centred in the band between the HUD and the card.
  vp.resize(width, height, WORLD.width, WORLD.height + (cover.bottom - cover.top) / fit);
  vp.clampZoom({ minScale: fit, maxScale: fit * MAX_ZOOM });
  vp.plugins.remove('clamp');
  vp.clamp({
    left: 0,
    top: -cover.top / fit,
    right: WORLD.width + cover.right / fit,
    bottom: WORLD.height + cover.bottom / fit,
    underflow: 'center',
  });
  const kept = useGame.getState().map.camera;
  const camera = kept ?? fitCamera(width, height);
  vp.setZoom(Math.min(fit * MAX_ZOOM, Math.max(fit, camera.scale)), false);
  vp.moveCenter(camera.x, camera.y);
  // The clamp plugin acts on the next update; run it now so the first frame is already in bounds.
  vp.plugins.get('clamp')?.update();
  publish(vp, wrapper);
}

/** Flies the camera to a world point when zoomed in (at the fit the whole world shows already). */
export function flyTo(vp: Viewport, x: number, y: number): void {
  vp.animate({ position: { x, y }, time: 450, ease: 'easeOutQuad', removeOnInterrupt: true });
}
