import { PORTRAIT_LAYERS, traitById, traitCategoryOf } from '../../rules/catalog/traits.ts';
import './warlord-avatar.css';

/**
 * The Warlord small: its worn trait layers stacked as <img>s (the browser composites them; no
 * canvas), cropped to the head and shoulders in a round frame. `progress` (0-1) draws a ring
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
  const layers = PORTRAIT_LAYERS.flatMap((cat) => {
    const id = appliedTraits.find((t) => traitCategoryOf(t) === cat);
    const info = id === undefined ? undefined : traitById(id);
    return info ? [{ cat, img: info.img }] : [];
  });
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
        {layers.map(({ cat, img }) => (
          <img
            key={cat}
            className={cat === 'Background' ? 'avatar__bg' : 'avatar__layer'}
            src={img}
            alt=""
            decoding="async"
            draggable={false}
          />
        ))}
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
