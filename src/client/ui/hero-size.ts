import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Room kept under the box in the first screen (CSS px). */
const BELOW = 16;

/**
 * The size of the Warlord where it is the hero of the page (/pocket, /profile): a full figure
 * box about 74% of the viewport's height (at most 720 px) and 0.62 of that wide, which is a
 * fifth of the viewport's area or more at 1440x900, 1080x810 and 810x1080 (art-direction.md).
 *
 * Given `top` (the box's distance from the top of the page), the whole box, head to feet, also
 * stands in the first screen: it is no taller than the viewport leaves under `top`, and it
 * widens instead to stay a fifth of the viewport (the review's 1440x900 pocket had the feet under
 * the fold, below the first steps). Where even the widest box (46% of the width) would fall short
 * of a fifth, the fifth wins and the box grows down. `bottomBar` is what a bar fixed to the
 * viewport's foot covers (the tablet's tabs in portrait, `--tabs-h`): the 810x1080 pocket's feet
 * stood under the tabs (issue 24's review).
 */
export function heroSize(
  viewWidth: number,
  viewHeight: number,
  top?: number,
  bottomBar = 0,
): { width: number; height: number } {
  const tall = Math.max(320, Math.min(720, viewHeight * 0.74));
  const room = top === undefined ? tall : viewHeight - bottomBar - top - BELOW;
  let height = Math.max(320, Math.min(tall, room));
  const fifth = (viewWidth * viewHeight) / 5;
  // At most 46% of the width, so the panel's facts beside it keep their room (810 px portrait).
  const widest = viewWidth * 0.46;
  const width = Math.min(Math.max(height * 0.62, fifth / height), widest);
  if (width * height < fifth) height = fifth / width;
  return { width: Math.ceil(width), height: Math.ceil(height) };
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/**
 * The box's distance from the top of the page where it stands in the page's flow. A box in a
 * sticky card (/profile's portrait) reads, once the page is scrolled, where the card is stuck: a
 * refused save scrolled /profile to its error, the box read 200 px lower, and the portrait turned
 * wide and short (663x392 from 413x666 at 1440x900). So within a sticky card the card's flow place
 * is its parent's top (it is the first of its grid, aligned to the start), plus the box's place
 * inside the card, which sticking does not change.
 */
function pageTop(el: HTMLElement): number {
  let sticky: HTMLElement | null = el;
  while (sticky && getComputedStyle(sticky).position !== 'sticky') sticky = sticky.parentElement;
  const top = el.getBoundingClientRect().top + window.scrollY;
  const parent = sticky?.parentElement;
  if (!sticky || !parent) return top;
  const inside = el.getBoundingClientRect().top - sticky.getBoundingClientRect().top;
  return parent.getBoundingClientRect().top + window.scrollY + inside;
}

/**
 * heroSize for the current viewport and the box's place on the page (`box`), following the
 * viewport's resizes and the page above the box (the first steps arriving or going).
 */
export function useHeroSize(box: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [w, h] = useSyncExternalStore(subscribe, snapshot, () => '1440x900')
    .split('x')
    .map(Number) as [number, number];
  const [place, setPlace] = useState<{ top: number; tabs: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    // Where the box stands, and the tabs fixed to the foot of a tablet in portrait (layout.css
    // `--tabs-h`, which a resize into or out of portrait changes), read as the page lays out.
    const measure = () => {
      const tabs = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--tabs-h')) || 0;
      const top = Math.round(pageTop(el));
      setPlace((was) => (was?.top === top && was.tabs === tabs ? was : { top, tabs }));
    };
    measure();
    // The page's own size changes when what stands above the box comes or goes.
    const page = new ResizeObserver(measure);
    page.observe(el.closest('.page') ?? document.body);
    window.addEventListener('resize', measure);
    return () => {
      page.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box]);
  return heroSize(w, h, place?.top, place?.tabs);
}
