import { useState } from 'react';
import { PORTRAIT_LAYERS, traitById, traitCategoryOf } from '../../rules/catalog/traits.ts';

/**
 * The Warlord's portrait: the applied traits' images stacked back to front. A missing image just
 * drops its layer; a silhouette underneath keeps the portrait readable with no art at all.
 */
export function WarlordPortrait({ appliedTraits, size = 220 }: { appliedTraits: number[]; size?: number }) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const layers = PORTRAIT_LAYERS.flatMap((cat) => {
    const id = appliedTraits.find((t) => traitCategoryOf(t) === cat);
    const info = id === undefined ? undefined : traitById(id);
    return info && !missing.has(info.img) ? [info] : [];
  });
  const names = appliedTraits.map((t) => traitById(t)?.name).filter(Boolean);
  return (
    <div
      className="portrait"
      style={{ width: size, height: size }}
      role="img"
      aria-label={names.length ? `Warlord wearing ${names.join(', ')}` : 'Warlord with no traits applied'}
    >
      <svg className="portrait__silhouette" viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="36" r="18" />
        <path d="M16 100c0-22 15-36 34-36s34 14 34 36z" />
      </svg>
      {layers.map((info) => (
        <img
          key={info.id}
          className="portrait__layer"
          src={info.img}
          alt=""
          onError={() => setMissing((m) => new Set(m).add(info.img))}
        />
      ))}
    </div>
  );
}
