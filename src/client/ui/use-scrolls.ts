import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element scrolls (its content taller than its box), watched as either changes size. A
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable):
 * give it `tabIndex={0}` while this is true, so the arrow keys scroll it.
 */
export function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    check();
    const watch = new ResizeObserver(check);
    watch.observe(el);
    for (const child of el.children) watch.observe(child);
    return () => watch.disconnect();
  });
  return scrolls;
}
