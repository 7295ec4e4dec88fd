import { useLayoutEffect, useRef, useState } from 'react';

/**
 * An element's inner size (clientWidth, clientHeight), measured before the first paint and again
 * whenever it changes; null until the element is there. Answers the ref to put on the element.
 */
export function useBoxSize<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return { ref, size };
}
