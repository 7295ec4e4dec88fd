import type { Container } from 'pixi.js';
import type { FoePose } from './stage-foes.ts';

/** A box in CSS px from the run's canvas's top-left. */
export interface FigureBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the run's fighters stand on a frame, for the browser tests (`window.stageFigures()`). */
export interface StageFigures {
  /** The Warlord's drawn parts (its effects, a blow's swoosh or a spell's sparks, left out). */
  warlord: FigureBox;
  /** Where its feet stand (x), and how tall it is laid out (px). */
  feet: number;
  height: number;
  /**
   * The foe, then its pack: each one's picture (trimmed to what it draws), whether it shows, and
   * the frame it shows (standing, striking or hurt; stage-foe-frames.ts) and the picture that is
   * (its path: a chief's frames are its own pictures).
   */
  foes: {
    who: 'foe' | 'pack';
    box: FigureBox;
    shown: boolean;
    facing: 1 | -1;
    frame: FoePose;
    picture: string;
  }[];
}

/** A container's box on the stage, in CSS px. */
export function boxOf(c: Container): FigureBox {
  const b = c.getBounds();
  return { left: b.minX, top: b.minY, right: b.maxX, bottom: b.maxY };
}

/** Whether two boxes overlap by more than `slack` px both ways. */
export function overlaps(a: FigureBox, b: FigureBox, slack = 0): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack
  );
}

/** The run on screen, if any: what `window.stageFigures()` reads under automation. */
let shown: (() => StageFigures) | null = null;

/** The run now on screen reports its figures through `read` (null: none on screen). */
export function reportFigures(read: (() => StageFigures) | null): void {
  shown = read;
}

if (typeof navigator !== 'undefined' && navigator.webdriver)
  (window as unknown as { stageFigures?: () => StageFigures | null }).stageFigures = () => shown?.() ?? null;
