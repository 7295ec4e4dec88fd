import type { AnimationEvent, CSSProperties } from 'react';
import { buzzLater, playLater } from '../../sound/later.ts';
import { revealLayout } from './reveal-layout.ts';
import { ballBuildSeconds } from './reveal-plan.ts';
import { revealLight } from './reward-art.ts';
import './tremble.css';
import './gumball-moment.css';
import { useBoxSize } from '../../ui/use-box-size.ts';
import { WaitingPicture } from './waiting-picture.tsx';

/** The sparks of the ball's opening (art-direction.md's burst, drawn by the page: a dozen and a half). */
const SPARKS = 18;

/**
 * The gumball pull as a moment, drawn by the page (CSS, transform and opacity only): it starts on
 * the server's answer with no scene to load, so on a busy machine it plays as on a quiet one, in
 * order. While the server answers the machine rattles under a warm glow; then its knob turns and
 * it rattles (the crank), a ball of the machine's own red rolls out of the chute, drops to the
 * floor in front of it and bounces to rest; only once it has landed does it build, trembling harder
 * and harder while a glow in the prize's rarity colour swells behind it (the rarer, the longer:
 * ballBuildSeconds) and a crack of that light opens across it, then it bursts open, its halves
 * flying apart from a core of that colour, with a flash and sparks. `onOpened`
 * is called then, and the card comes beside the machine: nothing tells the prize before the ball
 * has landed. `rarity` is null while the server answers; `still` shows the end at once (Skip).
 */
export function GumballMoment({
  source,
  rarity,
  still,
  onOpened,
}: {
  source: string;
  rarity: number | null;
  still: boolean;
  onOpened: () => void;
}) {
  const { ref: box, size } = useBoxSize();
  const measured = size !== null && size.width > 0;
  // Before the dialog is laid out (its box still 0 wide), the middle of a 440 px well: the machine
  // is there from the pop-up's first frame, and moves to its place when measured.
  const L = measured
    ? revealLayout(true, size.width, size.height)
    : { x: 0, y: 0, size: 150, floorY: 0, beside: false };
  const top = L.y - L.size / 2;
  const chuteY = top + L.size * 0.89;
  const state = rarity === null ? 'waiting' : still ? 'still' : 'play';
  const best = Math.max(0, Math.min(3, rarity ?? 0));
  const charge = ballBuildSeconds(best);
  const vars = {
    '--size': `${L.size}px`,
    '--drop': `${Math.round(chuteY - L.floorY)}px`,
    '--charge': `${charge}s`,
    // The build starts 0.1 s after the landing (0.8 s crank, 0.6 s drop); the glow in its last 0.4 s.
    '--glow-at': `${1.5 + Math.max(0, charge - 0.4)}s`,
    '--open-at': `${1.5 + charge}s`,
    '--rarity': revealLight(best),
    '--swell': 1.15 + 0.05 * best,
  } as CSSProperties;
  const at = (x: number, y: number) => ({ left: x, top: y });

  const onStart = (e: AnimationEvent) => {
    if (e.animationName === 'gumball-knob') playLater('gumball', 0.8);
    if (e.animationName === 'gumball-open-top') {
      playLater('crate', 0.6);
      buzzLater(best >= 3 ? 'legendary' : 'reward');
    }
  };
  const onEnd = (e: AnimationEvent) => {
    if (e.animationName === 'gumball-drop') playLater('click', 0.5);
    if (e.animationName === 'gumball-open-top') onOpened();
  };

  return (
    <div
      ref={box}
      className={`reveal-wait gumball gumball--${state}`}
      data-testid="reveal-waiting"
      aria-hidden="true"
      style={vars}
      onAnimationStart={onStart}
      onAnimationEnd={onEnd}
    >
      <WaitingPicture source={source} at={measured ? L : null} aspect={0.8} className="gumball__machine">
        <span
          className="gumball__knob"
          style={{ left: L.size * 0.6, top: L.size * 0.745, width: L.size * 0.11, height: L.size * 0.11 }}
        />
      </WaitingPicture>
      {measured && state !== 'waiting' ? (
        <>
          <span className="gumball__glow" style={at(L.x, L.floorY)} />
          <span className="gumball__ball" style={at(L.x, L.floorY)}>
            <span className="gumball__body">
              <span className="gumball__half gumball__half--bottom" />
              <span className="gumball__half gumball__half--top" />
              {/* The crack of the prize's light across it, as it is about to open. */}
              <span className="gumball__crack" />
            </span>
          </span>
          <span className="gumball__core" style={at(L.x, L.floorY)} />
          <span className="gumball__star" style={at(L.x, L.floorY)} />
          <span className="gumball__sparks" style={at(L.x, L.floorY)}>
            {Array.from({ length: SPARKS }, (_, i) => (
              <span
                key={i}
                style={
                  {
                    '--turn': `${(i / SPARKS) * 360 + (i % 4) * 7}deg`,
                    '--reach': `${70 + ((i * 37) % 80)}px`,
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
