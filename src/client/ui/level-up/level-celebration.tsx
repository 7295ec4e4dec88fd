import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { RARITY_NAMES, type Rarity } from '../../../rules/catalog/rarity.ts';
import { GameImage } from '../game-image.tsx';
import { RarityMark } from '../reward-list.tsx';
import { formatNumber } from '../format.ts';
import { reducedMotion } from '../reduced-motion.ts';
import { playLater, buzzLater } from '../../sound/later.ts';
import { riseFrom, settleInto, sparks, whenRisen } from './celebration-motion.ts';
import './level-celebration.css';

/**
 * How long the moment stands once its last figure has popped in, before it settles back on its
 * own: long enough to read them. Counted from the end of the rise, not from the opening (review
 * r33, at 2.3 s from the opening, saw it settling back before it had read them; a slow machine's
 * review, at 3 s from the opening, saw it go before its figures had popped in).
 */
export const CELEBRATION_MS = 2500;

/** The rise never reported its end (its animations stalled): the moment stands from here all the same. */
export const RISE_LIMIT_MS = 10_000;

/** One figure that went up with the level: "Power +8 → +10". */
export interface StatRise {
  stat: string;
  from: number;
  to: number;
}

/** What the level took, leaving the counter that showed it (`from`: the HUD's or the card's). */
export interface Spent {
  amount: number;
  unit: string;
  from: Element | null;
}

export interface LevelCelebrationProps {
  /** The first words: "Upgraded!" */
  kicker: string;
  name: string;
  /** The large picture, or `icon` drawn in its place (what has no picture of its own). */
  picture?: string;
  icon?: ReactNode;
  /** Its frame's and rays' colour; the rarity is named under the name unless `unnamedRarity`. */
  rarity: Rarity;
  /** What is not a card (the battle pass): its rarity is its colour only, not named. */
  unnamedRarity?: boolean;
  /** The level before, and the level the server answered. */
  from: number;
  to: number;
  rises: readonly StatRise[];
  /** Under the figures: what the level brings (a battle pass level's rewards), popping in after them. */
  children?: ReactNode;
  spent?: readonly Spent[];
  /** What rose (the upgraded card): the moment rises out of it and settles back into it. */
  origin: Element | null;
  /** Where the focus goes back to (the focus of the moment it opened, by default). */
  returnTo?: HTMLElement | null;
  onDone: () => void;
}

/** "+8", or the figure itself when it is not a bonus. */
const signed = (n: number) => `+${formatNumber(n)}`;

/**
 * The moment a card gains a level: the card rises to the middle of the screen over a plain dim
 * layer (no backdrop-filter: a software renderer re-blurs it every frame), large, rays and a ring
 * behind it in its rarity's colour, its level rolling from the old to the new and its figures
 * going up, with the level-up sound; the cost leaves its counters. It settles back into the card
 * CELEBRATION_MS after its last figure has popped in, or at once on a tap, a click, Escape, Enter
 * or Space, and gives the focus back. Under reduced motion it shows the end state and fades.
 */
export function LevelCelebration(props: LevelCelebrationProps) {
  const { kicker, name, picture, icon, rarity, unnamedRarity = false, from, to, rises, spent = [] } = props;
  const { origin, children, onDone } = props;
  const root = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const closing = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  // Asked once: the moment keeps the motion it opened with.
  const [still] = useState(reducedMotion);

  const close = () => {
    if (closing.current) return;
    closing.current = true;
    const finish = () => {
      const back = returnTo.current;
      if (back?.isConnected && !(back as HTMLButtonElement).disabled) back.focus({ preventScroll: true });
      onDone();
    };
    if (!root.current || !card.current) return finish();
    void settleInto(root.current, card.current, origin, still).then(finish);
  };

  useLayoutEffect(() => {
    returnTo.current =
      props.returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    root.current?.focus({ preventScroll: true });
    if (card.current) riseFrom(card.current, origin, still);
    // Once, as it opens: what it rises from is the card of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    playLater('levelup', 0.9);
    buzzLater('reward');
    // It stands CELEBRATION_MS from the end of its rise (its last figure popped in), not from the
    // opening; a tap or a key closes it at once all the same.
    let timer = 0;
    const stand = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(close, CELEBRATION_MS);
    };
    const limit = window.setTimeout(stand, RISE_LIMIT_MS);
    const risen = () => {
      window.clearTimeout(limit);
      root.current?.setAttribute('data-risen', 'true');
      stand();
    };
    let stop = () => {};
    if (card.current) stop = whenRisen(card.current, risen);
    else risen();
    return () => {
      stop();
      window.clearTimeout(limit);
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (['Escape', 'Enter', ' '].includes(e.key)) {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') e.preventDefault();
  };

  return createPortal(
    <div
      ref={root}
      className={`celebration rarity-${rarity}${still ? ' celebration--still' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="celebration-title"
      aria-describedby="celebration-level"
      tabIndex={-1}
      data-testid="level-celebration"
      onClick={close}
      onKeyDown={onKeyDown}
    >
      <div className="celebration__dim" aria-hidden="true" />
      <div ref={card} className="celebration__card">
        <span className="celebration__rays" aria-hidden="true" />
        <span className="celebration__ring" aria-hidden="true" />
        <span className="celebration__ring celebration__ring--late" aria-hidden="true" />
        <span className="celebration__sparks" aria-hidden="true">
          {still ? null : sparks(rarity).map((s, i) => <i key={i} style={s as CSSProperties} />)}
        </span>
        <div className="celebration__plate">
          {rarity >= 2 && !still ? <span className="celebration__flash" aria-hidden="true" /> : null}
          <p className="celebration__kicker">{kicker}</p>
          {picture ? (
            <GameImage className="celebration__picture" src={picture} alt="" eager />
          ) : (
            <span className="celebration__picture celebration__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <h2 id="celebration-title" className="celebration__name">
            {name}
          </h2>
          {unnamedRarity ? null : (
            <p className="celebration__rarity rarity-text">
              <RarityMark rarity={rarity} /> {RARITY_NAMES[rarity]}
            </p>
          )}
          <p id="celebration-level" className="celebration__level" data-testid="celebration-level">
            Level <span className="celebration__old">{from}</span> → <Rolling value={String(to)} delay={0} />
          </p>
          {rises.length > 0 ? (
            <ul className="celebration__rises" data-testid="celebration-rises">
              {rises.map((r, i) => (
                <li key={r.stat}>
                  {r.stat} <span className="celebration__old">{signed(r.from)}</span> →{' '}
                  <Rolling value={signed(r.to)} delay={1 + i} />
                </li>
              ))}
            </ul>
          ) : null}
          {children}
          {spent.length > 0 ? (
            <p className="celebration__spent">
              Spent {spent.map((s) => `${formatNumber(s.amount)} ${s.unit}`).join(' and ')}
            </p>
          ) : null}
          <p className="celebration__hint">Tap or press Esc to continue</p>
        </div>
      </div>
      {still ? null : spent.map((s) => <Leaving key={s.unit} spent={s} />)}
    </div>,
    document.body,
  );
}

/** A new figure, in place from the first frame, popping in its turn (the `delay`th in line). */
function Rolling({ value, delay }: { value: string; delay: number }) {
  return (
    <span className="celebration__roll" style={{ ['--line' as string]: delay }}>
      <span>{value}</span>
    </span>
  );
}

/** "−5" leaving the counter it was taken from, over the dim layer, and fading as it goes. */
function Leaving({ spent }: { spent: Spent }) {
  const at = spent.from?.getBoundingClientRect();
  if (!at || at.width === 0) return null;
  return (
    <span
      className="celebration__leaving"
      aria-hidden="true"
      style={{ left: at.left + at.width / 2, top: at.top + at.height / 2 }}
    >
      −{formatNumber(spent.amount)}
    </span>
  );
}
