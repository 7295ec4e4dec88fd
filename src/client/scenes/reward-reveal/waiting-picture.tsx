import type { ReactNode } from 'react';
import type { RevealLayout } from './reveal-layout.ts';

/**
 * The source's picture (a crate, the loot, the gumball machine) standing where the scene will draw
 * it, over a breathing glow; it rattles (scenes.css .reveal-wait__source). `at` is null before the
 * dialog is laid out (its box still 0 wide): the picture stands in the middle of a 440 px well from
 * the pop-up's first frame, and moves to its place when measured. `aspect` is the picture's width
 * over its height (the machine is drawn 0.8 as wide as tall); `children` go over it (the knob).
 */
export function WaitingPicture({
  source,
  at,
  aspect = 1,
  className,
  children,
}: {
  source: string;
  at: RevealLayout | null;
  aspect?: number;
  className?: string;
  children?: ReactNode;
}) {
  const size = at?.size ?? 150;
  const place = at
    ? { left: at.x - size / 2, top: at.y - size / 2 }
    : { left: 'calc(50% - 75px)', top: 'calc(50% - 75px)' };
  return (
    <div
      className={className ? `reveal-wait__source ${className}` : 'reveal-wait__source'}
      style={{ ...place, width: size, height: size }}
    >
      <span className="reveal-wait__glow" />
      <img
        // In the first frame with the pop-up (its picture is in the cache: fetched ahead).
        decoding="sync"
        src={source}
        alt=""
        draggable={false}
        width={size * aspect}
        height={size}
      />
      {children}
    </div>
  );
}
