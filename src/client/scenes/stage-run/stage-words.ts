import { LOST_FILL, PILL_FILL } from './stage-palette.ts';
import type { StageLayout } from './stage-layout.ts';

/** The counter's words start this far into the pill (past its shard) and end this far short of its end. */
const COUNTER_INSET = 40 + 16;
/** The counter's font size (CSS px) when its words fit. */
const COUNTER_FONT = 18;
/** The caption's plate reaches this far past its words: sideways, and up and down. */
const PLATE_X = 10;
const PLATE_Y = 5;
const SVG = 'http://www.w3.org/2000/svg';
const INK = '#1b1f2a';
/** The counter's pill once the run's shards are lost. */
const LOST_CLASS = 'stage-words__pill--lost';
const GOLD = '#d4a017';

const rgba = (color: number, alpha: number) =>
  `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

function svg(className: string): SVGSVGElement {
  const el = document.createElementNS(SVG, 'svg');
  el.setAttribute('class', className);
  el.setAttribute('aria-hidden', 'true');
  return el;
}

function polygon(parent: SVGElement, points: number[], fill: string, stroke?: string, width = 0): void {
  const p = document.createElementNS(SVG, 'polygon');
  p.setAttribute('points', points.map((n) => n.toFixed(2)).join(' '));
  p.setAttribute('fill', fill);
  if (stroke) {
    p.setAttribute('stroke', stroke);
    p.setAttribute('stroke-width', String(width));
    p.setAttribute('stroke-linejoin', 'round');
  }
  parent.appendChild(p);
}

/**
 * The stage run's words, in the page over its canvas (HTML and SVG, not WebGL): the caption on its
 * ink plate, the run's shard counter on its pill, and the verdict on its ribbon. The page draws
 * them at the screen's own pixel ratio and smooths them, where the canvas under them may be drawn
 * at half a CSS pixel a pixel (a software renderer, webgl.ts `sceneResolution`): a tablet's DPR 2
 * read the canvas's words soft and the ribbon's edges stepped. They stand in the scene's box (the
 * canvas's parent), which is hidden from screen readers: the overlay says the run in words of its
 * own (stage-overlay.tsx). The verdict's word is empty until its moment, so the page's text never
 * tells the outcome before the clash.
 */
export class StageWords {
  readonly caption = element('p', 'stage-words stage-words__caption');
  /** The counter's pill, its shard and words: the flying shards land on it. */
  readonly pill = element('div', 'stage-words stage-words__pill');
  private readonly count = element('span', 'stage-words__count');
  /** The verdict's ribbon and word, centred on the layout's verdict point (its motion is the scene's). */
  readonly banner = element('div', 'stage-words stage-words__verdict');
  private readonly ribbon = svg('stage-words__ribbon');
  private readonly word = element('span', 'stage-words__word');
  private L: StageLayout | null = null;
  private width = 0;
  /** The pill's box in the box's CSS px (fit). */
  private pillBox = { left: 0, top: 0, width: 0, height: 0 };

  constructor(private readonly box: HTMLElement) {
    const shard = svg('stage-words__shard');
    // The HUD's shard (ui/icons.tsx ShardIcon), gold: the counter the shards fly into is the same
    // coin as the HUD's (the review saw a blue gem here beside a gold one there).
    shard.setAttribute('viewBox', '2 0 20 24');
    polygon(shard, [12, 1.5, 4, 9, 12, 22.5, 20, 9], '#e8b730', '#1b1f2a', 1.5);
    polygon(shard, [12, 1.5, 9, 9, 12, 22.5, 15, 9], '#f6d77a', '#1b1f2a', 1);
    this.pill.style.background = rgba(PILL_FILL.color, PILL_FILL.alpha);
    this.pill.append(shard, this.count);
    this.banner.append(this.ribbon, this.word);
    for (const el of [this.caption, this.pill, this.banner]) {
      // Unseen until the scene shows (laid out meanwhile, so the counter can be measured).
      el.style.visibility = 'hidden';
      box.appendChild(el);
    }
    this.banner.style.opacity = '0';
    // Measured in the fallback font, the pill is measured again in Cinzel once it has loaded.
    void document.fonts?.ready.then(() => this.fit());
  }

  /** The words come on screen with the scene. */
  show(): void {
    for (const el of [this.caption, this.pill, this.banner]) el.style.visibility = '';
  }

  /** Lays the words out for a stage `width` CSS px wide. */
  place(L: StageLayout, width: number): void {
    this.L = L;
    this.width = width;
    this.caption.style.left = `${L.caption.x - PLATE_X}px`;
    this.caption.style.top = `${L.caption.y - PLATE_Y}px`;
    this.placeBanner(L.verdict);
    this.fit();
  }

  setCaption(text: string): void {
    if (this.caption.textContent !== text) this.caption.textContent = text;
  }

  /**
   * The counter's words; `lost` in the lost colour. The moment the run's shards are lost, they slip
   * away: the pill flashes red, their figure is struck through and falls from it (expedition.css).
   */
  setCounter(text: string, lost = false): void {
    this.count.style.color = lost ? LOST_FILL : '';
    const losing = lost && !this.pill.classList.contains(LOST_CLASS);
    this.pill.classList.toggle(LOST_CLASS, lost);
    if (this.count.textContent === text && !losing) return;
    const figure = lost ? text.replace(/ lost$/, '') : text;
    if (lost && figure !== text) {
      // The words read the same ("1,234 shards lost"); the figure alone is struck.
      const struck = document.createElement('s');
      struck.textContent = figure;
      this.count.replaceChildren(struck, ' lost');
    } else this.count.textContent = text;
    if (losing && figure !== text) this.drop(figure);
    this.fit();
  }

  /** The lost `figure` falls from the counter and fades (gone when its fall ends). */
  private drop(figure: string): void {
    const falling = element('span', 'stage-words__falling');
    falling.textContent = `−${figure}`;
    falling.addEventListener('animationend', () => falling.remove());
    this.pill.appendChild(falling);
  }

  /** The verdict's word (`passed` in green, else orange); '' empties it. */
  setVerdict(text: string, passed = true): void {
    this.word.textContent = text;
    this.word.classList.toggle('stage-words__word--failed', !passed);
  }

  /** What the words say now, as the page holds them. */
  said(): { caption: string; verdict: string; counter: string } {
    return {
      caption: this.caption.textContent ?? '',
      verdict: this.word.textContent ?? '',
      counter: this.count.textContent ?? '',
    };
  }

  /** Where the flying shards land: the pill's shard, in the box's CSS px. */
  shardPoint(): { x: number; y: number } {
    return { x: this.pillBox.left + 22, y: this.pillBox.top + this.pillBox.height / 2 };
  }

  /**
   * The pill's box and its words', together, relative to `canvas`'s top-left, as the page lays them
   * out now (any pulse of the pill's included).
   */
  counterBox(canvas: HTMLElement): { left: number; top: number; right: number; bottom: number } {
    const origin = canvas.getBoundingClientRect();
    const a = this.pill.getBoundingClientRect();
    const b = this.count.getBoundingClientRect();
    return {
      left: Math.min(a.left, b.left) - origin.left,
      top: Math.min(a.top, b.top) - origin.top,
      right: Math.max(a.right, b.right) - origin.left,
      bottom: Math.max(a.bottom, b.bottom) - origin.top,
    };
  }

  remove(): void {
    for (const el of [this.caption, this.pill, this.banner]) el.remove();
  }

  /**
   * The pill as wide as its words ("589 shards lost" ran out of it, and off a tablet's edge), its
   * right edge where the layout puts it; the caption wraps short of it. Words longer than half the
   * stage shrink instead.
   */
  private fit(): void {
    const L = this.L;
    if (!L || !this.box.isConnected) return;
    const right = L.counter.x + L.counter.width;
    const room = Math.max(L.counter.width, this.width / 2);
    this.count.style.fontSize = `${COUNTER_FONT}px`;
    const words = this.count.scrollWidth;
    const k = words > 0 ? Math.min(1, (room - COUNTER_INSET) / words) : 1;
    if (k < 1) this.count.style.fontSize = `${(COUNTER_FONT * k).toFixed(2)}px`;
    const width = Math.max(L.counter.width, Math.ceil(words * k + COUNTER_INSET));
    this.pillBox = { left: right - width, top: L.counter.y, width, height: L.counter.height };
    Object.assign(this.pill.style, {
      left: `${right - width}px`,
      top: `${L.counter.y}px`,
      width: `${width}px`,
      height: `${L.counter.height}px`,
    });
    const wrap = Math.max(160, L.caption.wrap - (width - L.counter.width));
    // The words wrap at `wrap`: the plate is that, its padding and its 1.5 px hairlines wide.
    this.caption.style.maxWidth = `${wrap + 2 * PLATE_X + 3}px`;
  }

  /** The ribbon for a verdict of `size` px centred on (`x`, `y`): a plate with swallow-tailed ends. */
  private placeBanner({ x, y, size }: StageLayout['verdict']): void {
    const w = (size * 4.4) / 2;
    const h = (size * 1.5) / 2;
    const pad = 2;
    const left = -w - h - pad;
    const top = -h - pad;
    const boxW = 2 * (w + h + pad);
    const boxH = 2 * (h + pad);
    this.ribbon.replaceChildren();
    this.ribbon.setAttribute('viewBox', `${left} ${top} ${boxW} ${boxH}`);
    this.ribbon.setAttribute('width', String(boxW));
    this.ribbon.setAttribute('height', String(boxH));
    for (const s of [-1, 1]) {
      const tail = [
        [w + h, -h * 0.6],
        [w, -h * 0.6],
        [w, h * 0.9],
        [w + h, h * 0.9],
        [w + h * 0.6, h * 0.15],
      ].flatMap(([px, py]) => [s * px!, py!]);
      polygon(this.ribbon, tail, '#30271a', INK, 3);
    }
    const plate = document.createElementNS(SVG, 'rect');
    for (const [k, v] of Object.entries({ x: -w, y: -h, width: 2 * w, height: 2 * h, rx: 8 }))
      plate.setAttribute(k, String(v));
    plate.setAttribute('fill', INK);
    plate.setAttribute('stroke', GOLD);
    plate.setAttribute('stroke-width', '3');
    this.ribbon.appendChild(plate);
    Object.assign(this.banner.style, {
      left: `${x + left}px`,
      top: `${y + top}px`,
      width: `${boxW}px`,
      height: `${boxH}px`,
    });
    this.word.style.fontSize = `${size}px`;
  }
}
