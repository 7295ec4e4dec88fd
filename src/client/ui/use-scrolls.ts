import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element scrolls (its content taller than its box), watched as either changes size. A
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable):
 * give it `tabIndex={0}` while this is true, so the arrow keys scroll it.
 *
 * Set up once for the element: its box and its children's are watched for size, and its list of
 * children for change (a child that comes is watched too), so a render that changes neither (the
 * region card re-renders every second for its countdown) costs nothing here.
 */
export function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    const sizes = new ResizeObserver(check);
    const watchAll = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of el.children) sizes.observe(child);
      check();
    };
    watchAll();
    const children = new MutationObserver(watchAll);
    children.observe(el, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return scrolls;
}

/**
 * Whether the scrolling element has more below what shows (the tablet's region sheet cut its stage
 * table at its edge with only a faint shade to say so): true until it is scrolled to the end,
 * false when it does not scroll.
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>, scrolls: boolean): boolean {
  const [more, setMore] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !scrolls) {
      setMore(false);
      return;
    }
    const check = () => setMore(el.scrollTop + el.clientHeight < el.scrollHeight - 4);
    check();
    el.addEventListener('scroll', check, { passive: true });
    const sizes = new ResizeObserver(check);
    sizes.observe(el);
    return () => {
      el.removeEventListener('scroll', check);
      sizes.disconnect();
    };
  }, [ref, scrolls]);
  return more;
}

/** The lines a cut may fall between: rows of tables and lists, paragraphs, a fold's summary. */
const LINES = 'tr, dt, dd, p, li, summary, h3';

/**
 * While the element scrolls, its height cut to the end of its last line that shows whole (the rows'
 * bottoms at its top), so no row shows halved at its cut edge, half hidden under the fade and the
 * "More below" chip (at 1440x900 the chip sat on the energy row). The height it may take is its
 * box's with no cut, measured again whenever the box or the `parent` (which sets that room) resizes.
 */
export function useWholeRows(ref: RefObject<HTMLElement | null>, scrolls: boolean): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const parent = el?.parentElement;
    if (!el || !parent || !scrolls) return;
    let frame = 0;
    // The parent's height after the last cut: its own resize by that cut asks for no new one.
    let settled = -1;
    const fit = () => {
      frame = 0;
      el.style.maxHeight = '';
      const room = el.clientHeight;
      const top = el.getBoundingClientRect().top - el.scrollTop;
      let cut = 0;
      for (const line of el.querySelectorAll<HTMLElement>(LINES)) {
        const r = line.getBoundingClientRect();
        const bottom = Math.ceil(r.bottom - top);
        if (r.height > 0 && bottom <= room && bottom > cut) cut = bottom;
      }
      // A cut above half the room would waste it: then the room as it is.
      if (cut > room / 2 && cut < room) el.style.maxHeight = `${cut}px`;
      settled = parent.getBoundingClientRect().height;
    };
    const later = () => {
      if (!frame && parent.getBoundingClientRect().height !== settled) frame = requestAnimationFrame(fit);
    };
    fit();
    const room = new ResizeObserver(later);
    room.observe(parent);
    // Its lines changed height (a countdown's words, a fold opened): cut again.
    const lines = new ResizeObserver(() => {
      if (!frame) frame = requestAnimationFrame(fit);
    });
    for (const child of el.children) lines.observe(child);
    return () => {
      cancelAnimationFrame(frame);
      room.disconnect();
      lines.disconnect();
      el.style.maxHeight = '';
    };
  }, [ref, scrolls]);
}
