import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RevealLayout } from './reveal-layout.ts';
import { pictureElement } from './reveal-pictures.ts';

/**
 * The source's picture (a crate, the loot, the gumball machine) standing where the reveal plays
 * it, over a breathing glow; it rattles (scenes.css .reveal-wait__source). `at` is null before the
 * dialog is laid out (its box still 0 wide, and on a busy page for a while): the picture stands in
 * the middle of the well from the pop-up's first frame, `guess` px high (about its measured size,
 * so it does not jump when measured), and moves to its place when measured. `aspect` is the
 * picture's width over its height (the machine is drawn 0.8 as wide as tall); `children` go over it
 * (the machine's globe, glass and crank, the crate's lid).
 */
export function WaitingPicture({
  source,
  at,
  aspect = 1,
  guess = 150,
  className,
  children,
}: {
  source: string;
  at: RevealLayout | null;
  aspect?: number;
  guess?: number;
  className?: string;
  children?: ReactNode;
}) {
  const size = at?.size ?? guess;
  const place = at
    ? { left: at.x - size / 2, top: at.y - size / 2 }
    : { left: `calc(50% - ${size / 2}px)`, top: `calc(50% - ${size / 2}px)` };
  const holder = useRef<HTMLSpanElement>(null);
  const picture = useRef<HTMLImageElement | null>(null);
  // The element fetched ahead (reveal-pictures.ts), put in before the first paint: it is decoded
  // already, so it is drawn in the pop-up's first frame.
  useLayoutEffect(() => {
    const img = pictureElement(source);
    img.className = 'reveal-wait__img';
    picture.current = img;
    holder.current?.appendChild(img);
    return () => {
      img.remove();
      picture.current = null;
    };
  }, [source]);
  useLayoutEffect(() => {
    picture.current?.setAttribute('width', String(size * aspect));
    picture.current?.setAttribute('height', String(size));
  });
  return (
    <div
      className={className ? `reveal-wait__source ${className}` : 'reveal-wait__source'}
      style={{ ...place, width: size, height: size }}
    >
      <span className="reveal-wait__glow" />
      {/* Holds the picture's element (display: contents: the picture is the box's own child). */}
      <span ref={holder} className="reveal-wait__holder" />
      {children}
    </div>
  );
}
