import { useState } from 'react';
import { traitIcon } from '../../rules/catalog/traits.ts';
import { useConnection } from '../game/connection.ts';

/**
 * The small picture of a good at a path: a trait's icon (its layer cut to what it draws, with a
 * light halo, so eyes and dark hair read in both colour modes) for a trait's 512 px layer; any
 * other picture as it is.
 */
export function thumbImage(img: string): string {
  return traitIcon({ img });
}

/**
 * A game image that degrades to a lettered tile when the file is missing, so a screen never shows
 * a broken-image icon; one that failed is asked for again when the server is back after an outage
 * (a fresh review saw the vouchers' tiles stay lettered until a reload).
 */
export function GameImage({
  src,
  alt,
  className,
  fallback,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  fallback?: string;
  /** Load at once, not when scrolled near (the shop's crates: a crate without its picture reads as missing). */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const lost = useConnection((c) => c.lostAt !== null);
  const [wasLost, setWasLost] = useState(lost);
  if (lost !== wasLost) {
    setWasLost(lost);
    // Back: what failed meanwhile is asked for again.
    if (!lost && failedSrc !== null) setFailedSrc(null);
  }
  if (failedSrc === src) {
    return (
      <span className={`image-fallback ${className ?? ''}`} role="img" aria-label={alt}>
        {(fallback ?? alt).slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailedSrc(src)}
    />
  );
}
