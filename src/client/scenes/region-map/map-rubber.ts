import type { Viewport } from 'pixi-viewport';
import { reducedMotion } from '../shared/motion.ts';

/** How stiff the band is (the constant of iOS's scroll views' rubber band). */
const STIFF = 0.55;
/** How long the picture takes to settle back once let go. */
const BACK_MS = 320;

/**
 * The picture's give for a pull of `d` px the camera could not follow, on a canvas `size` px long
 * on that axis: about half the pull at first (a 180 px swipe on a tablet gives some 85 px, plainly
 * seen), ever stiffer, never past `size`.
 */
export function rubber(d: number, size: number): number {
  if (size <= 0) return 0;
  return Math.sign(d) * size * (1 - 1 / ((Math.abs(d) * STIFF) / size + 1));
}

/**
 * A rubber band under one finger (or the mouse): where the camera cannot follow a drag (the
 * whole world fits the screen at the fit zoom, or the drag runs past an edge), the canvas gives a
 * little in the drag's direction and settles back when let go, so a drag never feels dead. Only
 * the canvas element moves (a CSS transform, composited; the sea of its box shows at the edge): no
 * scene redraw. A second finger (a pinch) ends it. Answers the undo.
 */
export function rubberBand(vp: Viewport, wrapper: HTMLElement): () => void {
  let finger: { id: number; x: number; y: number; camX: number; camY: number } | null = null;
  const pointers = new Set<number>();
  const canvas = () => wrapper.querySelector('canvas');
  const give = (x: number, y: number) => {
    const c = canvas();
    if (!c) return;
    c.style.transition = '';
    c.style.transform = x === 0 && y === 0 ? '' : `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    wrapper.setAttribute('data-give', `${x.toFixed(1)},${y.toFixed(1)}`);
  };
  const letGo = () => {
    finger = null;
    const c = canvas();
    if (!c || !c.style.transform) return;
    if (!reducedMotion()) c.style.transition = `transform ${BACK_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)`;
    c.style.transform = '';
    wrapper.setAttribute('data-give', '0.0,0.0');
  };
  const down = (e: PointerEvent) => {
    pointers.add(e.pointerId);
    if (pointers.size > 1) return letGo();
    finger = { id: e.pointerId, x: e.clientX, y: e.clientY, camX: vp.x, camY: vp.y };
  };
  const move = (e: PointerEvent) => {
    if (!finger || e.pointerId !== finger.id) return;
    // What the finger moved that the camera did not follow.
    const x = e.clientX - finger.x - (vp.x - finger.camX);
    const y = e.clientY - finger.y - (vp.y - finger.camY);
    const gx = rubber(x, vp.screenWidth);
    const gy = rubber(y, vp.screenHeight);
    give(Math.abs(gx) < 1 ? 0 : gx, Math.abs(gy) < 1 ? 0 : gy);
  };
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (finger && e.pointerId === finger.id) letGo();
  };
  wrapper.addEventListener('pointerdown', down);
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
  return () => {
    letGo();
    wrapper.removeEventListener('pointerdown', down);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
  };
}
