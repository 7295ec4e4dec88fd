import { PORTRAIT_LAYERS, traitCategoryOf } from '../../rules/catalog/traits.ts';
import { WarlordPicture } from './warlord-picture.tsx';
import './warlord-avatar.css';

/**
 * The Warlord small: the same full figure as everywhere (WarlordPicture, one SVG; no canvas),
 * cropped to the head and shoulders in a round frame. `progress` (0-1) draws a ring
 * around it that fills with XP toward the next level. Decorative unless given a `label`.
 */
export function WarlordAvatar({
  appliedTraits,
  size = 48,
  progress,
  label,
}: {
  appliedTraits: readonly number[];
  size?: number;
  progress?: number;
  label?: string;
}) {
  const layers = PORTRAIT_LAYERS.filter((cat) => appliedTraits.some((t) => traitCategoryOf(t) === cat));
  const ring = progress === undefined ? null : Math.max(0, Math.min(1, progress));
  // The ring's circle: a stroke of 4 on a 48 box, its length the circumference.
  const r = 21;
  const length = 2 * Math.PI * r;
  return (
    <span
      className="avatar"
      style={{ width: size, height: size }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-layers={layers.length}
    >
      <span className="avatar__frame">
        <WarlordPicture className="avatar__figure" appliedTraits={appliedTraits} crop="bust" />
      </span>
      {ring === null ? null : (
        <svg className="avatar__ring" viewBox="0 0 48 48" aria-hidden="true">
          <circle className="avatar__track" cx="24" cy="24" r={r} />
          <circle
            className="avatar__fill"
            cx="24"
            cy="24"
            r={r}
            strokeDasharray={length}
            strokeDashoffset={length * (1 - ring)}
          />
        </svg>
      )}
    </span>
  );
}
