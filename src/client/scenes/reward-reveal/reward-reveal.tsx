import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Reward } from '../../../rules/reward.ts';
import { useConfirmReady } from '../../dialogs/dialog.tsx';
import { releaseViews, revealTookHold } from '../../game/reveal-hold.ts';
import {
  CONVERTED_LINE,
  isConvertedCards,
  isUnlock,
  UNLOCKED_LINE,
  mergeRewards,
  rewardText,
  type MergedReward,
} from '../../ui/reward-list.tsx';
import { MakeRoomLink } from '../../ui/make-room.tsx';
import { lazyScene } from '../shared/lazy-scene.tsx';
import { coverScenes } from '../shared/scene-cover.ts';
import { softwareWebgl, webglSupported } from '../shared/webgl.ts';
import { CrateMoment } from './crate-moment.tsx';
import { GumballMoment } from './gumball-moment.tsx';
import { RevealCards } from './reveal-cards.tsx';
import { preloadPicture } from './reveal-pictures.ts';
import { afterShown } from '../shared/shown-time.ts';
import { bestRarity } from './reward-art.ts';
import { flyToHud } from '../../ui/balances/fly-to-hud.ts';

const loadScene = () => import('./reveal-scene.tsx');
const Reveal = lazyScene(loadScene);

/**
 * Whether the scene adds its WebGL sparks to the burst: where a GPU draws WebGL. On a software
 * renderer (SwiftShader, llvmpipe) its start is a long task of seconds (3 to 20 s measured at 1440x900
 * on a loaded 2-core machine, against 0.1 s for the longest without it): the page held still through
 * the crate's charge and the gumball's crank, and the cards came in its first frame after. The page's
 * own sparks make the moment whole without it.
 */
const sparksScene = (): boolean => webglSupported() && !softwareWebgl();

type Phase = 'intro' | 'dealing' | 'done';

/** What the status line says while the rewards are not out yet. */
const OPENING: Record<'crate' | 'loot' | 'gumball', string> = {
  crate: 'Opening the crate…',
  loot: 'Opening the loot…',
  gumball: 'Turning the gumball machine…',
};

/** The line that confirms what the player got (the merged rewards), once every reward shows. */
export function gotLine(rewards: readonly MergedReward[]): string {
  if (rewards.length === 0) return 'Nothing this time.';
  if (rewards.length <= 2) return `Yours now: ${rewards.map(rewardText).join(' and ')}.`;
  const all = rewards.reduce((n, r) => n + (r.times ?? 1), 0);
  return `Yours now: all ${all} rewards, in your pocket.`;
}

/**
 * Fetches what a reveal of `source` shows first (its picture, decoded and kept: reveal-pictures.ts,
 * and the scene's code) ahead of the press that opens it, so the pop-up's first frame has the
 * picture in the well.
 */
export function preloadReveal(source: string): void {
  preloadPicture(source);
  if (sparksScene()) void loadScene().catch(() => undefined);
}

/**
 * How long the faces a skip turned stay on screen before Continue may close the pop-up (ms of
 * frames shown): a second click, or a second Enter, right after the skip lands on them, not past.
 */
export const FACES_SEEN_MS = 400;

/**
 * What the dialog's confirm says while the reveal plays: a press turns every card at once. It reads
 * its own words ("Continue") once the faces have been seen, and then closes.
 */
export const SHOW_ALL = 'Show all';

/** The keys that skip a reveal while it plays (Escape first skips; once the faces are up it closes). */
const SKIP_KEYS = new Set(['Escape', 'Enter', ' ', 'Spacebar']);

/** Whether a picture is a crate's (its lid flies off), not a region's (it bursts whole). */
const hasLid = (source: string) => source.startsWith('/images/crates/');

/**
 * A pop-up body that plays the reveal: the crate (or the gumball machine, or the loot) stands in
 * the well, rattling under a warm glow, from the press while the server answers (`rewards` may be
 * the write's promise); then it charges, shaking harder and harder while a light of the best
 * rarity's colour grows, and its lid bursts off (crate-moment.tsx), or the machine turns, rolls its
 * ball down and cracks it open once landed (gumball-moment.tsx). Both are the page's, one element
 * from the press to the cards; the scene only adds its burst of sparks where it runs. The rewards
 * come out of the crate as cards face down and turn one by one, the rarest last, a rare one after
 * its build (reveal-cards.tsx), each face with its picture and name. A tap or click on the reveal,
 * Skip, Space, Enter or Escape jumps to the end at any time, and so does a press of the dialog's ×
 * or of its confirm; a line then says what the player got. The dialog's confirm (a `confirmWaits`
 * dialog) reads "Show all" (SHOW_ALL, live) while the reveal plays, and its own "Continue", which
 * closes, only once the faces have been seen (FACES_SEEN_MS after a skip). `after` (what the rewards
 * mean: "Region complete…") shows only then too, under that line: nothing on the page tells the
 * outcome while the cards lie face down.
 */
export function RewardReveal({
  intro,
  source,
  rewards,
  after,
}: {
  intro: 'crate' | 'loot' | 'gumball';
  source: string;
  rewards: readonly Reward[] | Promise<readonly Reward[]>;
  after?: ReactNode;
}) {
  const [got, setGot] = useState<readonly Reward[] | null>(() => (Array.isArray(rewards) ? rewards : null));
  const [phase, setPhase] = useState<Phase>('intro');
  const [skipped, setSkipped] = useState(false);
  const gumball = intro === 'gumball';
  // The crate has burst, or the gumball's ball opened: the cards come, and the scene's sparks fly.
  const [opened, setOpened] = useState(false);
  // One card for each good: two rewards of one trait are one card, "×2" (ui/reward-list.tsx).
  const merged = useMemo(() => (got === null ? null : mergeRewards(got)), [got]);
  const done = got !== null && (skipped || phase === 'done');
  const skip = useCallback(() => setSkipped(true), []);
  // Continue (and the dialog's ×) close only once the faces have been seen: at the reveal's end
  // (the last face up GOT_AFTER_MS already), or FACES_SEEN_MS of frames after a skip turned them all.
  // Until then a press skips: a double click, or Enter twice, never closes it unseen.
  const [seen, setSeen] = useState(false);
  const ready = done && (!skipped || seen);
  useEffect(() => {
    if (!done || !skipped) return;
    return afterShown(FACES_SEEN_MS, () => setSeen(true));
  }, [done, skipped]);
  useConfirmReady(ready, skip, SHOW_ALL);

  // The server's answer (a failed write closes the dialog: dialog-store's signal).
  useEffect(() => {
    // An array is the first state already; a pop-up's rewards do not change.
    if (Array.isArray(rewards)) return;
    let live = true;
    (rewards as Promise<readonly Reward[]>).then(
      (r) => live && setGot(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rewards]);
  // The scene's code loads while the server answers, not after.
  useEffect(() => {
    if (sparksScene()) void loadScene().catch(() => undefined);
  }, []);
  const deal = useCallback(() => setPhase((p) => (p === 'intro' ? 'dealing' : p)), []);
  const onOpened = useCallback(() => {
    setOpened(true);
    deal();
  }, [deal]);
  const end = useCallback(() => setPhase('done'), []);
  // The rarest face is up (it turns last): the well takes its rarity's glory, a haul's own look.
  const [allUp, setAllUp] = useState(false);
  const onAllUp = useCallback(() => setAllUp(true), []);
  const glory = got !== null && (allUp || done) ? bestRarity(got) : 0;

  // The HUD's balances were held for this reveal: they count up once it has shown the rewards,
  // or when it is skipped or closed.
  useEffect(() => {
    if (done) releaseViews();
  }, [done]);
  // As they count up, the shards, TWC and energy the haul brought fly from their cards into the
  // HUD's counters (inside the dialog: the top layer, over its backdrop).
  const well = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = well.current;
    if (!done || !el) return;
    const host = el.closest('dialog') ?? document.body;
    for (const resource of ['shards', 'TWC', 'energy'] as const) {
      const tile = el.querySelector(`.reveal__tiles .reward-tile--${resource}`);
      if (tile) flyToHud(resource, tile.getBoundingClientRect(), host);
    }
  }, [done]);
  useEffect(() => {
    revealTookHold();
    return releaseViews;
  }, []);
  // Full-screen over the dimmed game: the scenes below rest while it is open.
  useEffect(() => coverScenes(), []);

  useEffect(() => {
    if (ready) return;
    // A skip key skips the reveal first; the dialog's own cancel (what Escape becomes on a
    // <dialog>) and its Continue (focused, so Enter or Space would press it) wait for the end.
    // Once every face is up, Escape closes at once (a player who asks to leave twice means it);
    // only Enter and Space still wait until the faces have been seen, so a double press that
    // meant "skip" never closes the pop-up unseen.
    const skipInstead = (e: Event) => {
      if (done && (e.type === 'cancel' || (e as KeyboardEvent).key === 'Escape')) return;
      e.preventDefault();
      e.stopPropagation();
      setSkipped(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (SKIP_KEYS.has(e.key)) skipInstead(e);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('cancel', skipInstead, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('cancel', skipInstead, true);
    };
  }, [ready, done]);

  // The cards come once the crate has burst (they come out of it), or at once on a skip.
  const shown = got !== null && (skipped || phase !== 'intro');
  // Skipped, or the cards came without its burst: the crate goes at once, no card ever lies over a
  // crate that stands (once burst, it sinks away under the cards coming out of it).
  const crate = got === null ? 'waiting' : skipped || (shown && !opened) ? 'gone' : shown ? 'dealt' : 'play';
  return (
    <>
      {/* A tap anywhere on the reveal skips it (Skip below is the named control for it). */}
      <div
        ref={well}
        className={`reveal reveal--${intro}`}
        data-phase={got === null ? 'waiting' : done ? 'done' : phase}
        // Whether the crate (or loot) still stands in the well: tests check no card lies over it.
        data-source={gumball ? 'beside' : crate === 'gone' || crate === 'dealt' ? 'gone' : 'shown'}
        onClick={done ? undefined : skip}
      >
        {gumball ? (
          <GumballMoment
            source={source}
            rarity={got === null ? null : bestRarity(got)}
            still={skipped}
            onOpened={onOpened}
          />
        ) : (
          <CrateMoment
            source={source}
            rarity={got === null ? null : bestRarity(got)}
            state={crate}
            lid={hasLid(source)}
            onOpened={onOpened}
          />
        )}
        {/* The burst's sparks where a GPU draws WebGL (the moment is whole without them). Up from
            the press: its start is over while the server answers, not in the charge. */}
        {sparksScene() ? (
          <Reveal fallback={null} intro={intro} rewards={got ?? []} skipped={skipped} opened={opened} />
        ) : null}
        {/* Behind the cards once the best of them is up: a Rare's cool haze, an Epic's violet one
            with faint rays, a Legendary's night of gold rays (reveal-cards.css). Nothing before. */}
        {glory > 0 ? <span className="reveal__glory" data-rarity={glory} aria-hidden="true" /> : null}
        {shown ? (
          <div className="reveal__tiles">
            <RevealCards
              rewards={merged ?? []}
              started={phase !== 'intro'}
              skipped={skipped}
              onDone={end}
              onAllUp={onAllUp}
              fromCrate={!gumball}
            />
          </div>
        ) : null}
      </div>
      {done ? (
        // In the skip row's place (the panel does not jump): what the player got, in words.
        <>
          <p className="reveal-got" role="status">
            {gotLine(merged ?? [])}
          </p>
          {got.some(isConvertedCards) ? (
            <>
              <p className="note note--wide">{CONVERTED_LINE}</p>
              <MakeRoomLink show />
            </>
          ) : null}
          {got.some(isUnlock) ? <p className="note note--wide">{UNLOCKED_LINE}</p> : null}
          {after}
        </>
      ) : (
        <div className="reveal-skip">
          <span className="reveal-skip__status" role="status">
            {/* Turning while nothing else moves yet (the server answers); the cards are the progress after. */}
            {got === null ? <span className="reveal-skip__spinner" aria-hidden="true" /> : null}
            {got === null || phase === 'intro' ? OPENING[intro] : 'Revealing the rewards…'}
          </span>
          <button type="button" className="button button--small" onClick={skip}>
            Skip to the rewards
          </button>
        </div>
      )}
    </>
  );
}
