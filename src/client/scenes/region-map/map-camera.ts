import { Plugin, type Viewport } from 'pixi-viewport';
import { saveCamera, useGame } from '../../game/game-store.ts';
import { hudInsets } from '../shared/hud-insets.ts';
import { reducedMotion } from '../shared/motion.ts';
import { rubberBand } from './map-rubber.ts';
import { sheetGrowth } from './sheet-growth.ts';
import {
  bandRange,
  cameraOn,
  fitCamera,
  fitScale,
  MAX_ZOOM,
  REGION_COLUMNS,
  REGION_ROWS,
  regionBox,
  WORLD,
  type Cover,
} from './map-layout.ts';

/** Writes the camera on the scene's wrapper, for tests and tools that aim at an emblem. */
function publish(vp: Viewport, el: HTMLElement | null): void {
  el?.setAttribute(
    'data-camera',
    `${vp.scale.x.toFixed(4)},${vp.center.x.toFixed(1)},${vp.center.y.toFixed(1)}`,
  );
}

/**
 * The map's camera on pixi-viewport: drag (with a little inertia), pinch and wheel zoom between
 * fit-to-screen and twice that, the world kept in the part of the canvas nothing covers (free to
 * move inside it where smaller: BandClamp), and a rubber band where a drag cannot pan
 * (map-rubber.ts). Each step of a move tells `onMotion` (the canvas draws softer while it moves,
 * sharp again at rest). Each pan or zoom that ends is kept in
 * the game store, so the map comes back where it was left. Answers a `wasPanned` test (a release
 * after a drag or a pinch is not a tap) and the undo of what it added to the page.
 */
export function setUpCamera(
  vp: Viewport,
  wrapper: HTMLElement | null,
  onMotion: () => void,
): { wasPanned: () => boolean; undo: () => void } {
  let panned = false;
  vp.drag({ clampWheel: true, pressDrag: true }).pinch();
  // Under reduced motion the world goes where the hand puts it and stops there: no wheel glide, no
  // drift after a drag (art-direction.md: the map holds still).
  if (reducedMotion()) vp.wheel();
  else vp.wheel({ smooth: 4 }).decelerate({ friction: 0.92 });
  vp.on('pointerdown', () => (panned = false));
  vp.on('drag-start', () => (panned = true));
  vp.on('pinch-start', () => (panned = true));
  vp.on('moved', onMotion);
  vp.on('zoomed', onMotion);
  const undo = wrapper ? rubberBand(vp, wrapper) : () => undefined;
  const keep = () => {
    publish(vp, wrapper);
    savedAtFit = fitScale(vp.screenWidth, vp.screenHeight, covers(vp.screenWidth, vp.screenHeight));
    saveCamera({ scale: vp.scale.x, x: vp.center.x, y: vp.center.y });
  };
  vp.on('moved-end', keep);
  vp.on('zoomed-end', keep);
  return { wasPanned: () => panned, undo };
}

/** The card's column at the right in landscape (expedition.css: 300 px, 10 px from the edge, and a gap). */
const CARD_COLUMN = 324;

/** Where the region cards are a sheet along the bottom (expedition.css, SHEET_QUERY of the screen). */
export type SheetKind = 'portrait' | 'landscape' | null;

/**
 * Which sheet a canvas of this size has: upright up to 1024 px wide, the portrait sheet over the
 * tab bar; lying down at 3:2 or squarer up to 1366 px wide (a 4:3 tablet), the landscape sheet;
 * else none (the card's column at the right).
 */
export function sheetKind(width: number, height: number): SheetKind {
  if (height > width) return width <= 1024 ? 'portrait' : null;
  return width <= 1366 && width <= height * 1.5 ? 'landscape' : null;
}

/**
 * The bottom sheet's height (over the tab bar in portrait), plus the run's panel when one shows:
 * fixed for a card, its figures scrolling inside, so the world's band above it never changes with
 * what the card says. Portrait (expedition.css): `max(20%, 13.5rem)` of the world, which is the
 * whole canvas. Landscape: what the world's regions leave below them when they span the width
 * (`100% - HUD - 56.25vw`, REGION_ROWS' 900 of the world's 1600), 10rem at least.
 */
export function sheetHeight(height: number, width?: number): number {
  const kind = width === undefined ? 'portrait' : sheetKind(width, height);
  const base =
    kind === 'landscape'
      ? Math.max(10 * 16, height - hudInsets().top - width! * 0.5625)
      : Math.max(height * 0.2, 13.5 * 16);
  return base + sheetGrowth.get();
}

/**
 * How much of the canvas the HUD and the region's card cover (CSS px): the HUD along the top, and
 * - the card at the right where the screen is wider than 3:2: the whole world fits beside it and
 *   may move inside what is left (a region under the card is one a player cannot see or tap, issue 24);
 * - on a 4:3 screen lying down, the sheet along the bottom: the whole world beside a card there
 *   left sea above and below it, a third of the screen; now its regions and their names span the
 *   width above the sheet, its sea running on under the HUD and the sheet;
 * - in portrait, the bottom sheet over the tab bar, and above it every region with its name, the
 *   world's sea above and below them (issue 24: the world filling that band cut Region I at the
 *   left and Regions IX and X at the right; a region off-screen is one a player does not know of).
 */
export function covers(width: number, height: number): Cover {
  const { top, bottom: tabs } = hudInsets();
  const kind = sheetKind(width, height);
  if (kind === null) return { top, right: CARD_COLUMN, bottom: 0 };
  if (kind === 'landscape')
    return { top, right: 0, bottom: Math.round(sheetHeight(height, width)), regions: true };
  return { top, right: 0, bottom: Math.round(tabs + sheetHeight(height)), regions: true };
}

/**
 * The camera's bounds (in place of pixi-viewport's clamp): the world stays in the part of the
 * canvas the HUD and the card leave free. Where it is smaller than that band (at the fit, on one
 * axis at least) it may move anywhere inside it, so a one-finger drag pans the map at the opening
 * zoom too, and never under the card; where it is larger, its edges stop at the band's. A fling's
 * inertia stops at a bound.
 */
class BandClamp extends Plugin {
  override move(): boolean {
    this.update();
    return false;
  }
  override reset(): void {
    this.update();
  }
  override update(): void {
    const vp = this.parent;
    const cover = covers(vp.screenWidth, vp.screenHeight);
    const s = vp.scale.x;
    let [y0, y1] = bandRange(cover.top, vp.screenHeight - cover.bottom, WORLD.height * s);
    let [x0, x1] = bandRange(0, vp.screenWidth - cover.right, WORLD.width * s);
    // A sheet's fit: the regions' rows and columns stay in the band while they fit in it (at the
    // fit, one of them exactly), the sea beyond them running under the HUD and the sheet; zoomed
    // closer, the world's edges stop at the band's as elsewhere.
    if (cover.regions) {
      [x0, x1] = within(
        [x0, x1],
        0 - REGION_COLUMNS.left * s,
        vp.screenWidth - cover.right - REGION_COLUMNS.right * s,
      );
      [y0, y1] = within(
        [y0, y1],
        cover.top - REGION_ROWS.top * s,
        vp.screenHeight - cover.bottom - REGION_ROWS.bottom * s,
      );
    }
    const x = Math.min(x1, Math.max(x0, vp.x));
    const y = Math.min(y1, Math.max(y0, vp.y));
    if (x === vp.x && y === vp.y) return;
    const original = vp.position.clone();
    const inertia = vp.plugins.get('decelerate') as unknown as { x: number | null; y: number | null } | null;
    if (inertia && x !== vp.x) inertia.x = 0;
    if (inertia && y !== vp.y) inertia.y = 0;
    vp.position.set(x, y);
    vp.emit('moved', { viewport: vp, original, type: 'clamp-x' });
  }
}

/**
 * A range of the world's near edge narrowed to the one that keeps a part of it (the regions' rows
 * or columns) inside the band, from `lo` (its near end at the band's) to `hi` (its far end at the
 * band's), where that part fits in the band; else the range unchanged.
 */
function within([a, b]: [number, number], lo: number, hi: number): [number, number] {
  if (lo > hi + 0.5) return [a, b];
  return [Math.max(a, Math.min(lo, hi)), Math.min(b, Math.max(lo, hi))];
}

/** The fit the kept camera was saved at: a new fit carries the player's zoom over as a multiple of it. */
let savedAtFit: number | null = null;

/**
 * On a new canvas size or a new band (the sheet grown by the run's panel): the zoom limits of that
 * size, and the kept camera (or the fit) again, its zoom the same multiple of the new fit as it was
 * of the fit it was saved at. Kept as a scale, the old fit was closer than the new one once the
 * band shrank: after a played run in portrait the world ran about 80 px under the grown sheet.
 */
export function placeCamera(vp: Viewport, width: number, height: number, wrapper: HTMLElement | null): void {
  const cover = covers(width, height);
  const fit = fitScale(width, height, cover);
  vp.resize(width, height, WORLD.width, WORLD.height);
  vp.clampZoom({ minScale: fit, maxScale: fit * MAX_ZOOM });
  if (!(vp.plugins.get('clamp') instanceof BandClamp)) vp.plugins.add('clamp', new BandClamp(vp));
  const kept = useGame.getState().map.camera;
  const camera = kept ?? fitCamera(width, height, cover);
  const scale = kept && savedAtFit ? (kept.scale / savedAtFit) * fit : camera.scale;
  vp.setZoom(Math.min(fit * MAX_ZOOM, Math.max(fit, scale)), false);
  vp.moveCenter(camera.x, camera.y);
  // The clamp acts on the next update; run it now so the first frame is already in bounds.
  vp.plugins.get('clamp')?.reset();
  publish(vp, wrapper);
}

/** How close a tap on a region brings the camera, as a multiple of the fit. */
const FLY_ZOOM = 1.5;

/**
 * Flies the camera to a region (a tapped one): closer (at least 1.5x the fit), its emblem and name
 * into the middle of the part of the canvas the card leaves free, so the card never covers it.
 */
export function flyTo(vp: Viewport, id: number): void {
  const { x, y } = boxMiddle(id);
  const size = { width: vp.screenWidth, height: vp.screenHeight };
  const cover = covers(size.width, size.height);
  const fit = fitScale(size.width, size.height, cover);
  const scale = Math.min(fit * MAX_ZOOM, Math.max(vp.scale.x, fit * FLY_ZOOM));
  moveCamera(vp, cameraOn({ x, y }, scale, size, cover), scale);
}

/**
 * The camera to a centre and a zoom: a 450 ms glide, or at once under reduced motion (the map
 * holds still: a camera flight is motion the player did not make). A jump says it moved and ended
 * as a glide does, so the canvas draws it and the camera is kept.
 */
function moveCamera(vp: Viewport, to: { x: number; y: number }, scale: number): void {
  if (!reducedMotion()) {
    vp.animate({ position: to, scale, time: 450, ease: 'easeOutQuad', removeOnInterrupt: true });
    return;
  }
  const original = vp.position.clone();
  vp.setZoom(scale, true);
  vp.moveCenter(to.x, to.y);
  vp.plugins.get('clamp')?.reset();
  vp.emit('moved', { viewport: vp, original, type: 'animate' });
  vp.emit('moved-end', vp);
}

/** The middle of a region's emblem and words (world units). */
function boxMiddle(id: number): { x: number; y: number } {
  const b = regionBox(id);
  return { x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 };
}

/**
 * Brings a region (the selected one, the opening one too) whole into the part of the canvas nothing
 * covers, its emblem and its name, if any of it lies outside, at the same zoom (a glide; the clamp
 * keeps the world over the band). Where the fit shows every region this never moves; where a narrow
 * screen keeps the emblems tappable rather than all in sight (`MIN_EMBLEM_PX`), it frames the region
 * on the card, its neighbours a pan away.
 */
export function keepInView(vp: Viewport, id: number): void {
  const size = { width: vp.screenWidth, height: vp.screenHeight };
  const cover = covers(size.width, size.height);
  const b = regionBox(id);
  const a = vp.toScreen(b.left, b.top);
  const z = vp.toScreen(b.right, b.bottom);
  const inside =
    a.x >= -0.5 &&
    z.x <= size.width - cover.right + 0.5 &&
    a.y >= cover.top - 0.5 &&
    z.y <= size.height - cover.bottom + 0.5;
  if (inside) return;
  moveCamera(vp, cameraOn(boxMiddle(id), vp.scale.x, size, cover), vp.scale.x);
}
