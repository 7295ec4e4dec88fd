import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { playLater } from '../../sound/later.ts';
import type { MergedReward } from '../../ui/reward-list.tsx';
import { RewardFace, rewardImage, rewardRarity, rewardTileClass } from '../../ui/reward-list.tsx';
import { CARD_OUT_STAGGER_MS, GOT_AFTER_MS, HALF_TURN_MS, revealPlan } from './reveal-plan.ts';
import { afterShown } from '../shared/shown-time.ts';
import { fewTileScale, TILE, tileGrid, tileHeight } from './reveal-layout.ts';
import './tremble.css';
import './reveal-cards.css';

/** Each rarity's sound as its face comes up: a Rare or Epic sparkles, a Legendary has its fanfare. */
function announce(r: MergedReward): void {
  const rarity = rewardRarity(r) ?? 0;
  if (rarity >= 3) playLater('legendary', 1);
  else if (rarity >= 1) playLater('rare', 0.8);
  else playLater('reward', 0.5);
}

/** The same back for every card, whatever is on its face: a crest on a diamond lattice. */
function CardBack() {
  return (
    <>
      <svg className="reveal-card__crest" viewBox="0 0 48 56" aria-hidden="true">
        <path d="M24 3 44 10v16c0 13-9 22-20 27C13 48 4 39 4 26V10z" />
        <path d="M16 16l16 22M32 16 16 38M24 12v30" />
      </svg>
      <span className="visually-hidden">A card, face down</span>
    </>
  );
}

/**
 * Confetti bursting from an Epic or Legendary face as it comes up: `count` bits in its rarity's
 * colour, gold and white, flung out all round (`reach` px at most) and falling as they fade. CSS
 * transform and opacity only (reveal-cards.css).
 */
function Confetti({ count, reach }: { count: number; reach: number }) {
  return (
    <span className="reveal-fx reveal-fx--confetti" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <i
          key={i}
          style={
            {
              '--turn': `${(i / count) * 360 + (i % 3) * 11}deg`,
              '--reach': `${Math.round(reach * (0.55 + ((i * 37) % 45) / 100))}px`,
              '--spin': `${(i % 2 ? 1 : -1) * (200 + ((i * 71) % 300))}deg`,
            } as CSSProperties
          }
        />
      ))}
    </span>
  );
}

/** The well's height (layout.css .dialog--stage .reveal: min(50dvh, 440px)) less the list's padding. */
const wellHeight = () => Math.min(window.innerHeight * 0.5, 440) - 28;

/**
 * The tiles' grid in the well, measured: as many columns, and tiles as large, as let every tile
 * show at once (reveal-layout.ts tileGrid); when even the smallest tiles do not fit, or their
 * words make them taller than planned, the list scrolls inside the well, so the dialog's Continue
 * stays in view.
 */
function useTileGrid(count: number, ref: RefObject<HTMLUListElement | null>, most: number) {
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [over, setOver] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current?.parentElement;
    if (!el) return;
    const measure = () => setBox({ width: el.clientWidth - 24, height: wellHeight() });
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  const grid = box ? tileGrid(count, box.width, box.height, most) : tileGrid(count, 880, 412, most);
  // Taller than planned (long words at a small scale): it scrolls rather than push Continue away.
  useLayoutEffect(() => {
    const ul = ref.current;
    if (!ul || !box) return;
    const check = () => setOver(ul.scrollHeight > box.height + 28 + 1);
    check();
    const watch = new ResizeObserver(check);
    watch.observe(ul);
    return () => watch.disconnect();
  }, [ref, box, grid.columns, grid.scale]);
  const style = {
    '--columns': grid.columns,
    '--tile-w': `${Math.floor(TILE.width * grid.scale)}px`,
    '--tile-h': `${Math.floor(tileHeight(grid.scale))}px`,
    '--art': `${Math.floor(96 * grid.scale)}px`,
    // A grown tile's words grow a little with it (its picture and frame take the rest).
    '--words': Math.min(1.2, Math.max(1, grid.scale * 0.75)).toFixed(3),
    '--well-h': `${Math.floor((box?.height ?? 412) + 28)}px`,
  } as CSSProperties;
  const tile = { width: Math.floor(TILE.width * grid.scale), height: Math.floor(tileHeight(grid.scale)) };
  return { style, columns: grid.columns, scrolls: grid.scrolls || over, tile };
}

/**
 * Where the crate stood, from card `i`'s place (CSS px): the grid stands in the middle of the well,
 * as the crate did, its last row starting at the left. The card is dealt from there.
 */
function crateOffset(i: number, count: number, columns: number, tile: { width: number; height: number }) {
  const rows = Math.ceil(count / columns);
  const col = i % columns;
  const row = Math.floor(i / columns);
  return {
    x: -(col - (columns - 1) / 2) * (tile.width + TILE.gap),
    // From the crate's open top, a little above its middle.
    y: -(row - (rows - 1) / 2) * (tile.height + TILE.gap) - 20,
  };
}

/**
 * The rewards as cards: they come out face down once `started`, in the server's order, then turn
 * one by one, the rarest last (reveal-plan.ts); each face comes with its rarity's frame, glow and
 * sound, its count landing with a bounce; a Rare also a shine sweeping across it and a ring, an
 * Epic a flash and confetti in its colour, a Legendary more confetti and light rays. A face is in the page only
 * from its turn on, so nothing (a screen reader, a test) reads it early. `skipped` turns them all
 * at once; `onDone` is called when the last face is up.
 */
export function RevealCards({
  rewards,
  started,
  skipped,
  onDone,
  onAllUp,
  fromCrate = false,
}: {
  rewards: readonly MergedReward[];
  started: boolean;
  skipped: boolean;
  onDone: () => void;
  /** Told in the frame the last face (the rarest) comes up, or on a skip: the well's glory may come. */
  onAllUp?: () => void;
  /** Dealt out of the crate in the middle of the well (else they drop into their places). */
  fromCrate?: boolean;
}) {
  const plan = useMemo(() => revealPlan(rewards), [rewards]);
  // Where each card comes in the turns.
  const turnOf = useMemo(() => {
    const at: number[] = [];
    plan.order.forEach((card, k) => (at[card] = k));
    return at;
  }, [plan]);
  // How many cards (in turn order) have begun to turn, and how many show their face; the turn
  // whose back glows and trembles before it turns (a Rare or rarer), if any.
  const [turning, setTurning] = useState(0);
  const [up, setUp] = useState(0);
  const [building, setBuilding] = useState(-1);

  // The faces' pictures load while the cards lie face down, so a face never turns up without its
  // picture (a face is in the page only from its turn on).
  useEffect(() => {
    for (const r of rewards) {
      const src = rewardImage(r);
      if (src) new Image().src = src;
    }
  }, [rewards]);

  // Each step lasts its time in frames shown (shown-time.ts), from the frame the step before it was
  // drawn in: the next back turns its wait after every face before it is up (a rare one's build at
  // the end of that wait), its face comes round HALF_TURN_MS later, and the reveal ends (the line of
  // what the player got comes) GOT_AFTER_MS after the last face is up. A page thread held up delays
  // the steps; it never runs them together, the faces unseen.
  const count = rewards.length;
  const playing = started && !skipped;
  useEffect(() => {
    if (!playing || turning > up || turning >= count) return;
    const wait = plan.waits[turning]!;
    const build = plan.builds[turning]!;
    // A rare card's build ends its wait: its back glows and trembles until it turns.
    if (build > 0 && building !== turning) return afterShown(wait - build, () => setBuilding(turning));
    return afterShown(build > 0 ? build : wait, () => setTurning(turning + 1));
  }, [playing, turning, up, count, plan, building]);
  useEffect(() => {
    if (!playing || up >= turning) return;
    return afterShown(HALF_TURN_MS, () => {
      setUp(turning);
      announce(rewards[plan.order[turning - 1]!]!);
    });
  }, [playing, turning, up, plan, rewards]);
  useEffect(() => {
    if (!playing || up < count) return;
    return afterShown(GOT_AFTER_MS, onDone);
  }, [playing, up, count, onDone]);
  const allUp = count > 0 && (skipped || (started && up >= count));
  useEffect(() => {
    if (allUp) onAllUp?.();
  }, [allUp, onAllUp]);

  const list = useRef<HTMLUListElement>(null);
  // Few tiles grow to fill the well; the gumball's one card stays its size beside the machine.
  const grid = useTileGrid(count, list, fromCrate ? fewTileScale(count) : 1);
  if (rewards.length === 0) return <p className="muted">Nothing this time.</p>;
  const shown = skipped ? rewards.length : up;
  return (
    <ul
      ref={list}
      className={`reward-list reveal-cards${skipped ? ' reveal-cards--still' : ''}${grid.scrolls ? ' reveal-cards--scroll' : ''}${fromCrate && !grid.scrolls ? ' reveal-cards--dealt' : ''}`}
      style={grid.style}
      data-columns={grid.columns}
    >
      {rewards.map((r, i) => {
        const k = turnOf[i]!;
        const rarity = rewardRarity(r) ?? 0;
        if (k < shown) {
          return (
            <li key={i} className={`${rewardTileClass(r)} reveal-card--up`} data-turn={k}>
              {rarity >= 3 ? <span className="reveal-fx reveal-fx--rays" aria-hidden="true" /> : null}
              <RewardFace r={r} />
              {rarity >= 1 ? <span className="reveal-fx reveal-fx--shine" aria-hidden="true" /> : null}
              {rarity >= 1 ? <span className="reveal-fx reveal-fx--ring" aria-hidden="true" /> : null}
              {rarity >= 2 ? <span className="reveal-fx reveal-fx--flash" aria-hidden="true" /> : null}
              {rarity >= 2 ? (
                <Confetti count={rarity >= 3 ? 26 : 16} reach={rarity >= 3 ? 170 : 120} />
              ) : null}
            </li>
          );
        }
        // Before it turns, a rare card's back glows white-gold and trembles, growing, for its build
        // (reveal-plan.ts): the only moment its back says anything, and never which rarity.
        const builds = k === building && k >= turning && !skipped;
        const from = crateOffset(i, count, grid.columns, grid.tile);
        return (
          <li
            key={i}
            className={`reveal-card${k < turning ? ' reveal-card--turning' : ''}${builds ? ' reveal-card--build' : ''}`}
            data-turn={k}
            style={
              {
                // They come out one after another in the order they turn, the commonest first.
                animationDelay: k < turning || builds ? '0ms' : `${k * CARD_OUT_STAGGER_MS}ms`,
                '--build-ms': `${plan.builds[k]}ms`,
                // A built card turns from where its build left it, lifted.
                '--turn-from': plan.builds[k]! > 0 ? 1.06 : 1,
                '--from-x': `${Math.round(from.x)}px`,
                '--from-y': `${Math.round(from.y)}px`,
              } as CSSProperties
            }
          >
            {builds ? <span className="reveal-card__glow" aria-hidden="true" /> : null}
            <CardBack />
          </li>
        );
      })}
    </ul>
  );
}
