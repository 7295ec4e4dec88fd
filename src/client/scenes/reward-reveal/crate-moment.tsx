import type { AnimationEvent, CSSProperties } from 'react';
import { buzzLater, playLater } from '../../sound/later.ts';
import { useBoxSize } from '../../ui/use-box-size.ts';
import { revealLayout } from './reveal-layout.ts';
import { BURST_TO_CARDS_MS, chargeSeconds } from './reveal-plan.ts';
import { revealLight } from './reward-art.ts';
import { WaitingPicture } from './waiting-picture.tsx';
import './crate-moment.css';

/** The burst's sparks drawn by the page (the scene adds its 40-80 where it runs): more the rarer. */
export const crateSparks = (best: number) => 20 + 8 * best;

/**
 * Where a crate's lid meets its body in the crate art (assets/src/crates: y 122 of 256): the lid
 * flies off above it, the body stays below.
 */
const LID_SPLIT = '47.6%';

/**
 * A crate (or the loot) opening, drawn by the page (CSS, transform and opacity only, so the
 * compositor keeps its time when the page's thread is busy): one element from the press to the
 * cards, never a well without it. While the server answers it rattles under a warm glow; once the
 * rewards are in it charges (chargeSeconds), shaking harder and harder and swelling while a light in
 * the best rarity's colour grows in and behind it (a Legendary's with gold rays turning); then its
 * lid bursts off (`lid`; a picture with no lid, a region's, bursts whole) with a flash and sparks,
 * and `onOpened` is called as the flash fades. It stands open until its cards are out ('dealt': they
 * come out of it, reveal-cards.tsx), then sinks away: a page thread slow to put the cards in (a busy
 * machine) never leaves a well without it. `state`: 'waiting' while the server answers, 'play',
 * 'dealt', 'gone' (skipped, or the cards came without it: nothing of it shows).
 */
export function CrateMoment({
  source,
  rarity,
  state,
  lid,
  onOpened,
}: {
  source: string;
  rarity: number | null;
  state: 'waiting' | 'play' | 'dealt' | 'gone';
  lid: boolean;
  onOpened: () => void;
}) {
  const { ref: box, size } = useBoxSize();
  const at = size && size.width > 0 ? revealLayout(false, size.width, size.height) : null;
  const best = Math.max(0, Math.min(3, rarity ?? 0));
  const sparks = crateSparks(best);
  // Dealt, it plays on (the same animations, kept by their names) and sinks away besides.
  const playing = state === 'play' || state === 'dealt';
  const look = state === 'dealt' ? 'play crate--dealt' : state;
  const vars = {
    '--charge': `${chargeSeconds(best)}s`,
    '--light': revealLight(best),
    '--cards-at': `${BURST_TO_CARDS_MS}ms`,
    '--glow-size': `${(at?.size ?? 150) * (2 + 0.35 * best)}px`,
    '--reach': `${(at?.size ?? 150) * (0.9 + 0.15 * best)}px`,
  } as CSSProperties;
  const centre = at ? { left: at.x, top: at.y } : { left: '50%', top: '50%' };

  const onStart = (e: AnimationEvent) => {
    // The creak as its light starts to grow (the light's fade under reduced motion).
    if (e.animationName === 'crate-light' || e.animationName === 'crate-fade-in') playLater('crate', 0.7);
    if (e.animationName.startsWith('crate-flash')) buzzLater(best >= 3 ? 'legendary' : 'reward');
  };
  // The flash (its fade under reduced motion) has faded: the cards come out.
  const onEnd = (e: AnimationEvent) => {
    if (e.animationName.startsWith('crate-flash')) onOpened();
  };

  return (
    <div
      ref={box}
      className={`reveal-wait crate crate--${look}${lid ? ' crate--lid' : ''} crate--best-${best}`}
      data-testid="reveal-waiting"
      aria-hidden="true"
      style={vars}
      onAnimationStart={onStart}
      onAnimationEnd={onEnd}
    >
      {playing ? (
        <>
          <span className="crate__light" style={centre} />
          {best >= 3 ? <span className="crate__rays" style={centre} /> : null}
        </>
      ) : null}
      <WaitingPicture source={source} at={at} className="crate__box">
        {playing && lid ? (
          <img
            className="crate__lid"
            src={source}
            alt=""
            draggable={false}
            style={{ clipPath: `inset(0 0 calc(100% - ${LID_SPLIT}) 0)` }}
          />
        ) : null}
      </WaitingPicture>
      {playing ? (
        <>
          <span className="crate__flash" style={centre} />
          <span className="crate__sparks" style={centre}>
            {Array.from({ length: sparks }, (_, i) => (
              <span
                key={i}
                style={
                  {
                    '--turn': `${(i / sparks) * 360 + (i % 4) * 9}deg`,
                    '--far': `${0.55 + ((i * 37) % 45) / 100}`,
                  } as CSSProperties
                }
              />
            ))}
          </span>
        </>
      ) : null}
    </div>
  );
}
