import { useEffect, useRef, useState } from 'react';
import { formatCompact, formatNumber } from '../format.ts';
import { reducedMotion } from '../reduced-motion.ts';

/** How long a count takes: 600 ms for a small change, up to 900 ms for a big one. */
export function countDuration(from: number, to: number): number {
  const digits = Math.log10(Math.abs(to - from) + 1);
  return Math.round(Math.min(900, 600 + digits * 60));
}

/** The value shown `t` (0..1) of the way through a count, eased out (fast, then settling). */
export function countedValue(from: number, to: number, t: number): number {
  const eased = 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * A number that counts to its new value (art-direction.md: 600-900 ms ease-out, thousands
 * separators), jumping under reduced motion. It rises with a gold flash, falls plainly.
 * `onCountUp` hears when a rise starts (for a sound).
 */
export function AnimatedNumber({
  value,
  onCountUp,
  compact = false,
}: {
  value: number;
  onCountUp?: (by: number) => void;
  /** Shown as formatCompact (505K) where room is short; the full figure in its title. */
  compact?: boolean;
}) {
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);
  const [rising, setRising] = useState(false);

  useEffect(() => {
    const from = shownRef.current;
    if (from === value) return;
    if (reducedMotion()) {
      shownRef.current = value;
      setShown(value);
      return;
    }
    if (value > from) onCountUp?.(value - from);
    setRising(value > from);
    const start = performance.now();
    const total = countDuration(from, value);
    let frame = requestAnimationFrame(function step(now) {
      const v = countedValue(from, value, (now - start) / total);
      shownRef.current = v;
      setShown(v);
      if (v !== value) frame = requestAnimationFrame(step);
      else setRising(false);
    });
    return () => cancelAnimationFrame(frame);
    // onCountUp is a listener, not an input of the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <span
      className={rising ? 'count count--rising' : 'count'}
      data-value={value}
      title={compact && Math.abs(value) >= 100_000 ? formatNumber(value) : undefined}
    >
      {compact ? formatCompact(shown) : formatNumber(shown)}
    </span>
  );
}
