import { UPDATE_PRIORITY, type Application, type Container, type RenderGroup } from 'pixi.js';

/**
 * Whether anything in a render group (or the groups nested in it) changed since the last draw:
 * Pixi queues a moved, shown or hidden container, a new texture or text, and any added or
 * removed child in these lists, and empties them when it draws.
 */
function groupChanged(group: RenderGroup): boolean {
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in group.childrenToUpdate) {
    if (group.childrenToUpdate[depth]!.index > 0) return true;
  }
  return group.renderGroupChildren.some(groupChanged);
}

/** Whether the stage needs a draw: never drawn yet, or something in it changed. */
export function sceneChanged(stage: Container): boolean {
  return !stage.renderGroup || groupChanged(stage.renderGroup);
}

/** Containers this module hid because they were fully transparent (shown again when they are not). */
const hiddenClear = new WeakSet<Container>();

/**
 * Hides what is fully transparent, and shows again what it hid once it is not. Pixi draws a
 * container at alpha 0 like any other (its flags know only `visible`, `renderable` and culling), so
 * a full-screen flash or a verdict waiting at alpha 0 cost a whole layer of fill on every frame:
 * on a software renderer the fill is the frame. A hidden container's children are not visited.
 */
export function hideTransparent(container: Container): void {
  for (const child of container.children) {
    if (child.alpha <= 0) {
      if (child.visible) {
        child.visible = false;
        hiddenClear.add(child);
      }
      continue;
    }
    if (!child.visible && hiddenClear.has(child)) {
      child.visible = true;
      hiddenClear.delete(child);
    }
    if (child.visible && child.children.length > 0) hideTransparent(child);
  }
}

/**
 * Ticks in a row that each draw a change, each within MOTION_GAP_MS of the last: motion (a walk, a
 * march), not idle life stepping. On a starved machine, where ticks come 300 ms and more apart,
 * idle life changes something on every tick: that is still no motion, and the map stays sharp.
 */
const MOTION_TICKS = 4;
const MOTION_GAP_MS = 120;
/** A scene whose motion ended this long ago is drawn sharp again. */
const SETTLE_MS = 300;

/** The motion each application's draw-on-demand was told of (`noteMotion`). */
const motionOf = new WeakMap<Application, () => void>();

/**
 * Tells a scene drawn sharp at rest that it moves now (a camera dragged, pinched, wheeled or
 * gliding): it draws at its moving resolution until SETTLE_MS after the last such call.
 */
export function noteMotion(app: Application): void {
  motionOf.get(app)?.();
}

/**
 * Sharp at rest: a scene drawn at `rest` resolution (the screen's) while still, and at `moving`
 * while it moves (a pan, a pinch, a wheel, as the scene says through `noteMotion`, or anything that
 * changes on MOTION_TICKS ticks in a row), back to `rest` once it has been still for SETTLE_MS.
 * Idle life that steps now and then (a cloud once a second, a countdown) is no motion: it draws at
 * the resolution of the moment, so the picture does not flicker between soft and sharp. On a
 * software renderer a frame costs its pixels: at DPR 2 four times the pixels of DPR 1, sixteen
 * times those of resolution 0.5 (docs/client.md).
 */
export interface SharpAtRest {
  rest: number;
  moving: number;
  /** Told each new resolution (the wrapper's `data-resolution`). */
  onChange: (resolution: number) => void;
}

/**
 * Replaces Pixi's draw on every tick with a draw only on the ticks where the scene changed: a
 * still scene costs a few flag checks per frame instead of a full software-rendered frame.
 * Ticker callbacks (useTick) still run every frame; whatever they, gsap or React move is seen
 * here. Answers `request`, for what the scene graph cannot see (a canvas resized or re-scaled).
 */
export function drawOnDemand(app: Application, sharp?: SharpAtRest): { request: () => void } {
  let wanted = true;
  /** When the scene last moved (told, or changed on MOTION_TICKS ticks in a row). */
  let movedAt = -Infinity;
  /** Ticks in a row that drew a change, and when the last of them was. */
  let streak = 0;
  let changedAt = -Infinity;
  const setResolution = (resolution: number) => {
    if (!sharp || app.renderer.resolution === resolution) return;
    app.renderer.resolution = resolution;
    sharp.onChange(resolution);
  };
  if (sharp) motionOf.set(app, () => void (movedAt = performance.now()));
  app.ticker.remove(app.render, app);
  app.ticker.add(
    () => {
      const now = performance.now();
      if (!wanted && !sceneChanged(app.stage)) {
        streak = 0;
        // Still long enough: the same picture again, at the screen's resolution.
        if (sharp && app.renderer.resolution !== sharp.rest && now - movedAt > SETTLE_MS) {
          setResolution(sharp.rest);
          hideTransparent(app.stage);
          app.render();
        }
        return;
      }
      wanted = false;
      streak = now - changedAt <= MOTION_GAP_MS ? streak + 1 : 1;
      changedAt = now;
      if (streak >= MOTION_TICKS) movedAt = now;
      // While it moves, drawn at the cheaper resolution; a lone change at rest, sharp.
      if (sharp) setResolution(now - movedAt <= SETTLE_MS ? sharp.moving : sharp.rest);
      hideTransparent(app.stage);
      app.render();
    },
    undefined,
    // After every other callback of the tick, as Pixi's own draw, so this frame's moves are in it.
    UPDATE_PRIORITY.LOW,
  );
  return { request: () => void (wanted = true) };
}
