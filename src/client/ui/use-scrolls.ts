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
