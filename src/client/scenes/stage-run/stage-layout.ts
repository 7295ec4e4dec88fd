/**
 * Where everything of the stage run stands, for a canvas of `width` x `height` CSS pixels under a
 * HUD `top` px tall and above a tab bar `bottom` px tall (the run fills the viewport; the HUD and,
 * in portrait, the tab bar stay over it).
 */
export interface StageLayout {
  /** The ground's top edge: where the feet stand. */
  groundY: number;
  /** The base of the far skyline and of the near hills, and their heights. */
  horizonY: number;
  farTall: number;
  hillsTall: number;
  warlord: { x: number; height: number };
  foe: { x: number; height: number };
  /** The centre of the big verdict word, and its font size. */
  verdict: { x: number; y: number; size: number };
  /** Top-left of the caption and the width it wraps at. */
  caption: { x: number; y: number; wrap: number };
  /** Top-left of the run's shard counter pill. */
  counter: { x: number; y: number; width: number; height: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const COUNTER_WIDTH = 190;
const COUNTER_HEIGHT = 36;
const MARGIN = 16;
/**
 * The ground is at least this deep above the tab bar: the run's bar stands on it (its buttons, and
 * once a stage is passed what the next one puts at stake, a slip of three rows above them, 150 px
 * in all at 1440x900), and the Warlord's feet stand above the bar, never under it.
 */
export const BAR_ROOM = 175;
/** How tall the Warlord stands on an upright screen, a share of its height. */
export const UPRIGHT_TALL = 0.38;

/**
 * The Warlord about a third of the viewport tall, centre-left; the foe opposite it; the verdict
 * above their heads; the caption at the left and the run's shard counter at the right, just under
 * the HUD. Upright (a tablet in portrait) the figures stand larger, 0.38 of the height, as
 * far as the width allows: at a third they stood in the bottom half under an empty sky (review r30).
 */
export function stageLayout(width: number, height: number, top: number, bottom: number): StageLayout {
  const groundDepth = Math.max(clamp(height * 0.15, 80, 150), BAR_ROOM);
  const groundY = height - bottom - groundDepth;
  const portrait = height > width;
  const warlordHeight = Math.round(portrait ? Math.min(height * UPRIGHT_TALL, width * 0.54) : height / 3);
  const foeHeight = Math.round(warlordHeight * 0.95);
  const hillsTall = clamp(height * 0.1, 50, 110);
  const head = groundY - warlordHeight;
  return {
    groundY,
    horizonY: groundY - hillsTall * 0.35,
    farTall: clamp(height * 0.22, 90, 240),
    hillsTall,
    warlord: { x: Math.round(width * (portrait ? 0.24 : 0.3)), height: warlordHeight },
    // Its picture (about as wide as it is tall, the scorpion's) whole on the stage; upright, left of
    // the edge by enough for its pack to show beside it.
    foe: {
      x: Math.round(Math.min(width * (portrait ? 0.67 : 0.72), width - foeHeight * 0.5 - MARGIN / 2)),
      height: foeHeight,
    },
    verdict: {
      x: width / 2,
      y: Math.round(top + 60 + (head - top - 60) * 0.45),
      size: Math.round(clamp(width * 0.06, 48, 88)),
    },
    caption: { x: MARGIN, y: top + 12, wrap: Math.max(160, width - COUNTER_WIDTH - 3 * MARGIN) },
    counter: { x: width - COUNTER_WIDTH - MARGIN, y: top + 10, width: COUNTER_WIDTH, height: COUNTER_HEIGHT },
  };
}
