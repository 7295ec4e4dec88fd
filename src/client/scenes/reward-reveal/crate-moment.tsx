import { useEffect, useState, type CSSProperties } from 'react';
import { buzzLater, playLater } from '../../sound/later.ts';
import { useBoxSize } from '../../ui/use-box-size.ts';
import { revealLayout } from './reveal-layout.ts';
import { BURST_TO_CARDS_MS, chargeSeconds, RATTLE_AT_LEAST_MS } from './reveal-plan.ts';
import { revealLight } from './reward-art.ts';
import { afterShown } from '../shared/shown-time.ts';
import { WaitingPicture } from './waiting-picture.tsx';
import './crate-moment.css';

/** The burst's sparks drawn by the page (the scene adds its 40-80 where it runs): more the rarer. */
export const crateSparks = (best: number) => 20 + 8 * best;

/**
 * Where a crate's lid meets its body in the crate art (assets/src/crates: y 122 of 256): the lid
 * flies off above it, the body stays below.
 */
const LID_SPLIT = '47.6%';

/** The crate's size before the well is measured: about what it measures in a well of 400 px or more. */
const GUESS = 240;

/** The moment's own steps: rattling (from the press), charging, burst (the lid off, the flash). */
type Step = 'rattle' | 'charge' | 'burst';

/**
 * A crate (or the loot) opening, drawn by the page (CSS, transform and opacity only, so the
 * compositor keeps its time when the page's thread is busy): one element from the press to the
 * cards, never a well without it, big in the middle of the well. From the press it rattles under a
 * warm glow, RATTLE_AT_LEAST_MS at least and until the rewards are in; then it charges
 * (chargeSeconds), shaking harder and harder and swelling while a light in the best rarity's colour
 * grows in and behind it (a Legendary's with gold rays turning); then its lid bursts off (`lid`; a
 * picture with no lid, a region's, bursts whole) with a flash and sparks, and `onOpened` is called
 * as the flash fades. Each step lasts its time in frames shown (shown-time.ts), not by the clock: a
 * page thread held up never skips the charge or the burst. It stands open until its cards are out
 * ('dealt': they come out of it, reveal-cards.tsx), then sinks away. `state`: 'waiting' while the
 * server answers, 'play', 'dealt', 'gone' (skipped, or the cards came without it: nothing of it
 * shows).
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
  const charge = chargeSeconds(best);
  const [rattled, setRattled] = useState(false);
  // After the rattle: charging, then the burst.
  const [burst, setBurst] = useState(false);
  const playing = state === 'play' || state === 'dealt';
  const step: Step = !playing || !rattled ? 'rattle' : burst ? 'burst' : 'charge';

  // It rattles a while from the press, whenever the server answers.
  useEffect(() => afterShown(RATTLE_AT_LEAST_MS, () => setRattled(true)), []);
  useEffect(() => {
    if (step === 'charge') {
      // The creak as its light starts to grow.
      playLater('crate', 0.7);
      return afterShown(charge * 1000, () => {
        buzzLater(best >= 3 ? 'legendary' : 'reward');
        setBurst(true);
      });
    }
    // The flash has faded: the cards come out.
    if (step === 'burst') return afterShown(BURST_TO_CARDS_MS, onOpened);
  }, [step, charge, best, onOpened]);

  const look =
    state === 'gone'
      ? 'gone'
      : step === 'rattle'
        ? 'waiting'
        : `${step}${state === 'dealt' ? ' crate--dealt' : ''}`;
  const lit = look !== 'waiting' && look !== 'gone';
  const vars = {
    '--charge': `${charge}s`,
    '--light': revealLight(best),
    '--cards-at': `${BURST_TO_CARDS_MS}ms`,
    '--size': `${at?.size ?? GUESS}px`,
    '--glow-size': `${(at?.size ?? GUESS) * (1.8 + 0.3 * best)}px`,
    '--reach': `${(at?.size ?? GUESS) * (0.9 + 0.15 * best)}px`,
  } as CSSProperties;
  const centre = at ? { left: at.x, top: at.y } : { left: '50%', top: '50%' };

  return (
    <div
      ref={box}
      className={`reveal-wait crate crate--${look}${lid ? ' crate--lid' : ''} crate--best-${best}`}
      data-testid="reveal-waiting"
      data-step={lit ? step : undefined}
      aria-hidden="true"
      style={vars}
    >
      {lit ? (
        <>
          <span className="crate__light" style={centre} />
          {best >= 3 ? <span className="crate__rays" style={centre} /> : null}
        </>
      ) : null}
      <WaitingPicture source={source} at={at} guess={GUESS} className="crate__box">
        {lit && lid ? (
          <img
            className="crate__lid"
            src={source}
            alt=""
            draggable={false}
            style={{ clipPath: `inset(0 0 calc(100% - ${LID_SPLIT}) 0)` }}
          />
        ) : null}
      </WaitingPicture>
      {step === 'burst' && lit ? (
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
