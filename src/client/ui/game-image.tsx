import { useState } from 'react';

/**
 * A game image that degrades to a lettered tile when the file is missing, so a screen never shows
 * a broken-image icon.
 */
export function GameImage({
  src,
  alt,
  className,
  fallback,
}: {
  src: string;
  alt: string;
  className?: string;
  fallback?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className={`image-fallback ${className ?? ''}`} role="img" aria-label={alt}>
        {(fallback ?? alt).slice(0, 2)}
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />;
}
