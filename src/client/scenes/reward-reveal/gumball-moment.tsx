import { useEffect, useState, type CSSProperties } from 'react';
import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import { buzzLater, playLater } from '../../sound/later.ts';
import { useBoxSize } from '../../ui/use-box-size.ts';
import { GumballGlobe, GUMBALL_LAYERS } from './gumball-machine.tsx';
import { revealLayout } from './reveal-layout.ts';
import { ballBuildSeconds } from './reveal-plan.ts';
import { revealLight } from './reward-art.ts';
import { afterShown } from '../shared/shown-time.ts';
import { WaitingPicture } from './waiting-picture.tsx';
import './tremble.css';
import './gumball-moment.css';

/** The sparks of the ball's opening (art-direction.md's burst, drawn by the page: a dozen and a half). */
const SPARKS = 18;

/** The pull's steps once the server has answered, and how long each lasts (ms of frames shown). */
type Step = 'crank' | 'drop' | 'build' | 'open';
const CRANK_MS = 800;
/** The drop (its bounces take 0.6 s) and a breath on the floor. */
const DROP_MS = 700;
/** The halves flying apart, before the card comes. */
const OPEN_MS = 350;

/**
 * The gumball pull as a moment, drawn by the page (CSS, transform and opacity only): it starts on
 * the server's answer with no scene to load, so on a busy machine it plays as on a quiet one, in
 * order. While the server answers the machine rattles under a warm glow, its balls stirring; then
 * its crank turns a whole turn while the machine shakes and the balls in the globe jostle, a glossy
 * gumball in the prize's rarity colour rolls out of the chute, drops to the floor in front of it and
 * bounces to rest; landed, it builds, trembling harder and harder while a glow of that colour swells
 * behind it (the rarer, the longer: ballBuildSeconds) and a crack of that light opens across it,
 * then it bursts open, its halves flying apart from a core of that colour, with a flash and sparks.
 * `onOpened` is called then, and the card comes beside the machine. About 2.5 s from the answer,
 * each step its time in frames shown (shown-time.ts): a page thread held up never skips one.
 * `rarity` is null while the server answers; `still` shows the end at once (Skip).
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
  // Before the dialog is laid out (its box still 0 wide), the middle of the well, about its size:
  // the machine is there from the pop-up's first frame, and moves to its place when measured.
  const L = measured
    ? revealLayout(true, size.width, size.height)
    : { x: 0, y: 0, size: 240, floorY: 0, beside: false };
  const top = L.y - L.size / 2;
  const chuteY = top + L.size * 0.89;
  const best = Math.max(0, Math.min(3, rarity ?? 0));
  const charge = ballBuildSeconds(best);
  const [step, setStep] = useState<Step>('crank');
  const playing = rarity !== null && !still;

  useEffect(() => {
    if (!playing) return;
    if (step === 'crank') {
      playLater('gumball', 0.8);
      return afterShown(CRANK_MS, () => setStep('drop'));
    }
    if (step === 'drop')
      return afterShown(DROP_MS, () => {
        playLater('click', 0.5);
        setStep('build');
      });
    if (step === 'build')
      return afterShown(charge * 1000, () => {
        playLater('crate', 0.6);
        buzzLater(best >= 3 ? 'legendary' : 'reward');
        setStep('open');
      });
    return afterShown(OPEN_MS, onOpened);
  }, [playing, step, charge, best, onOpened]);

  const look = rarity === null ? 'waiting' : still ? 'still' : step;
  const vars = {
    '--size': `${L.size}px`,
    '--drop': `${Math.round(chuteY - L.floorY)}px`,
    '--charge': `${charge}s`,
    '--rarity': revealLight(best),
    // The ball itself, in its prize's colour (a Common's a pearly grey).
    '--ball': RARITY_COLORS[best as 0],
    '--swell': 1.15 + 0.05 * best,
  } as CSSProperties;
  const at = (x: number, y: number) => ({ left: x, top: y });
  const ballShown = look !== 'waiting' && look !== 'crank' && look !== 'still';

  return (
    <div
      ref={box}
      className={`reveal-wait gumball gumball--${look}`}
      data-testid="reveal-waiting"
      aria-hidden="true"
      style={vars}
    >
      <WaitingPicture
        source={source}
        at={measured ? L : null}
        aspect={0.8}
        guess={L.size}
        className="gumball__machine"
      >
        <GumballGlobe />
        <span className="gumball__glass" style={{ backgroundImage: `url(${GUMBALL_LAYERS.glass})` }} />
        <span className="gumball__crank" style={{ backgroundImage: `url(${GUMBALL_LAYERS.crank})` }} />
      </WaitingPicture>
      {measured && ballShown ? (
        <>
          <span className="gumball__glow" style={at(L.x, L.floorY)} />
          <span className="gumball__shadow" style={at(L.x, L.floorY)} />
          <span className="gumball__ball" style={at(L.x, L.floorY)}>
            <span className="gumball__body">
              <span className="gumball__half gumball__half--bottom" />
              <span className="gumball__half gumball__half--top" />
              <span className="gumball__shine" />
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
