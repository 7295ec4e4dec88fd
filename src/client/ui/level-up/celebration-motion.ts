/**
 * The level celebration's movement (level-celebration.tsx), in Web Animations: transform and
 * opacity only, so the compositor moves it and a machine without a GPU repaints nothing. No gsap
 * (a screen would carry it in its own code). Where the browser has no Web Animations (tests'
 * DOM), nothing moves and it settles at once.
 */

const RISE_MS = 520;
const SETTLE_MS = 320;
const FADE_MS = 150;

const animates = (el: Element) => typeof el.animate === 'function';

/** The move from the middle of `card` (as laid out) to the middle of `origin`, and the scale between. */
function offset(card: Element, origin: Element | null): { dx: number; dy: number; scale: number } | null {
  const o = origin?.getBoundingClientRect();
  const c = card.getBoundingClientRect();
  if (!o || o.width === 0 || c.width === 0) return null;
  return {
    dx: o.left + o.width / 2 - (c.left + c.width / 2),
    dy: o.top + o.height / 2 - (c.top + c.height / 2),
    scale: Math.min(1, Math.max(0.35, o.width / c.width)),
  };
}

/** The card rises out of `origin` to the middle, overshooting a little (the dim comes up in CSS). */
export function riseFrom(card: HTMLElement, origin: Element | null, still: boolean): void {
  if (!animates(card)) return;
  if (still) {
    card.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, fill: 'backwards' });
    return;
  }
  const at = offset(card, origin);
  const start = at ? `translate(${at.dx}px, ${at.dy}px) scale(${at.scale})` : 'translate(0, 40px) scale(0.5)';
  card.animate(
    [
      { transform: start, opacity: 0.7 },
      { transform: 'translate(0, -6px) scale(1.05)', opacity: 1, offset: 0.7 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: RISE_MS, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)', fill: 'backwards' },
  );
}

/** What pops in as the card rises: its picture, and every new figure (`.celebration__roll`), in its turn. */
const RISING = '.celebration__picture, .celebration__roll > span, .celebration__pop';

/**
 * Calls `then` once the rise is over: the card in place and its last figure popped in, by those
 * animations' own ends (on a loaded machine they start late and run late, so a clock started at
 * the opening ran out before the figures had shown). At once, before returning, where nothing
 * moves (no Web Animations, reduced motion's figures). Answers a stop that forgets `then`.
 */
export function whenRisen(card: HTMLElement, then: () => void): () => void {
  const moving =
    typeof card.getAnimations === 'function'
      ? [card, ...card.querySelectorAll(RISING)].flatMap((el) => el.getAnimations())
      : [];
  if (moving.length === 0) {
    then();
    return () => undefined;
  }
  let stopped = false;
  // A cancelled animation (its element gone or hidden) counts as over.
  void Promise.all(moving.map((a) => a.finished.catch(() => undefined))).then(() => {
    if (!stopped) then();
  });
  return () => {
    stopped = true;
  };
}

/** The card shrinks back into `origin` as the dim goes; resolves when it is gone. */
export function settleInto(
  root: HTMLElement,
  card: HTMLElement,
  origin: Element | null,
  still: boolean,
): Promise<void> {
  if (!animates(card)) return Promise.resolve();
  const at = still ? null : offset(card, origin);
  const end = at ? `translate(${at.dx}px, ${at.dy}px) scale(${at.scale})` : still ? 'none' : 'scale(0.6)';
  const ms = still ? FADE_MS : SETTLE_MS;
  const dim = root.querySelector('.celebration__dim');
  dim?.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, fill: 'forwards' });
  const going = card.animate(
    [
      { transform: 'none', opacity: 1 },
      { transform: end, opacity: 0 },
    ],
    { duration: ms, easing: 'cubic-bezier(0.5, 0, 0.75, 0)', fill: 'forwards' },
  );
  return going.finished.then(
    () => undefined,
    () => undefined,
  );
}

const GOLD = ['#f4cf63', '#fff3c4', '#d4a017'];

/**
 * The sparks flung out all round from behind the card: more for a rarer card, every third in its
 * rarity's colour (the CSS's `var(--rarity)`), the others gold. Spread evenly with a little
 * golden-angle wobble, so it looks thrown without a random source.
 */
export function sparks(rarity: number): Record<string, string>[] {
  const count = 18 + rarity * 6;
  return Array.from({ length: count }, (_, i) => {
    const turn = (i / count) * Math.PI * 2 + ((i * 2.399) % 0.5);
    const reach = 150 + ((i * 37) % 90);
    return {
      '--dx': `${Math.round(Math.cos(turn) * reach)}px`,
      '--dy': `${Math.round(Math.sin(turn) * reach * 0.8)}px`,
      '--spin': `${180 + ((i * 53) % 180)}deg`,
      '--wait': `${(i % 4) * 40}ms`,
      background: i % 3 === 0 ? 'var(--rarity)' : GOLD[i % GOLD.length]!,
    };
  });
}
