import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { webglSupported } from '../shared/webgl.ts';
import { GumballMoment } from './gumball-moment.tsx';
import { RevealCards } from './reveal-cards.tsx';
import { bestRarity } from './reward-art.ts';
import { revealLayout } from './reveal-layout.ts';
import { useBoxSize } from '../../ui/use-box-size.ts';
import { WaitingPicture } from './waiting-picture.tsx';

const loadScene = () => import('./reveal-scene.tsx');
const Reveal = lazyScene(loadScene);

/** The longest a reveal may wait for its scene's code before the rewards show without it. */
const SCENE_WAIT_MS = 2500;

/**
 * Stands in for the scene: where it cannot run the cards are dealt at once; while its code loads,
 * after a moment at most.
 */
function ShowAfter({ ms, onShow }: { ms: number; onShow: () => void }) {
  useEffect(() => {
    const id = window.setTimeout(onShow, ms);
    return () => window.clearTimeout(id);
  }, [ms, onShow]);
  return null;
}

/**
 * The longest the scene may take to start its intro (its picture loading on a busy machine) after
 * the server's answer, before the cards come without it…
 */
const INTRO_LIMIT_MS = 3500;
/**
 * …and, once started, to reach its burst (0.6 to 0.75 s of charge on time): gsap slows a scene
 * whose frames take over 250 ms to 33 ms a frame (motion.ts), and at 4x on a loaded 2-core machine
 * a charge crawled for 10 s. The crate then goes as the cards come (no card lies over it).
 */
const STARTED_LIMIT_MS = 3000;
/**
 * The gumball's moment is the page's (gumball-moment.tsx): its card comes when its ball has opened,
 * about 2.6 s after the answer; this is only a guard for a page whose animations never end.
 */
const GUMBALL_LIMIT_MS = 8000;

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
 * The crate (or the loot) where the scene will draw it, shaking and glowing, while the server
 * answers and the scene's code and picture arrive: the reveal never shows an empty well. Only
 * transform and opacity move (composited, no repaint). The gumball has its own moment.
 */
function WaitingSource({ source }: { source: string }) {
  const { ref: box, size } = useBoxSize();
  const at = size && size.width > 0 ? revealLayout(false, size.width, size.height) : null;
  return (
    <div ref={box} className="reveal-wait" data-testid="reveal-waiting" aria-hidden="true">
      <WaitingPicture source={source} at={at} />
    </div>
  );
}

/**
 * The pictures fetched ahead of their reveals, kept referenced: the browser's memory cache keeps a
 * decoded picture only while something holds it, and the pop-up's first frame needs it there.
 */
const preloaded = new Map<string, HTMLImageElement>();

/**
 * Fetches what a reveal of `source` shows first (its picture, decoded, and the scene's code) ahead
 * of the press that opens it, so the pop-up's first frame has the picture in the well.
 */
export function preloadReveal(source: string): void {
  if (!preloaded.has(source)) {
    const img = new Image();
    img.src = source;
    void img.decode().catch(() => undefined);
    preloaded.set(source, img);
  }
  if (webglSupported()) void loadScene().catch(() => undefined);
}

/** The keys that skip a reveal while it plays (Escape first skips; a second Escape closes). */
const SKIP_KEYS = new Set(['Escape', 'Enter', ' ', 'Spacebar']);

/**
 * A pop-up body that plays the reveal: the crate (or the gumball machine, or the loot) stands in
 * the well, shaking and glowing, from the press while the server answers (`rewards` may be the
 * write's promise) and the scene loads; then the scene charges and bursts it (or turns the
 * machine, rolls its ball down and opens it once landed), and the rewards come out as cards face
 * down and turn one by one, the rarest last, a rare one after its build (reveal-cards.tsx), each face with its picture and name. A tap or click on the
 * reveal, Skip, Space, Enter or Escape jumps to the end at any time; a line then says what the
 * player got. The dialog's Continue (a `confirmWaits` dialog) is enabled only then. `after` (what
 * the rewards mean: "Region complete…") shows only then too, under that line: nothing on the page
 * tells the outcome while the cards lie face down.
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
  const [sceneOn, setSceneOn] = useState(false);
  // The scene's crate (or loot) has gone: burst, or put away as the cards came out.
  const [sourceGone, setSourceGone] = useState(false);
  const sourceLeft = useCallback(() => setSourceGone(true), []);
  const gumball = intro === 'gumball';
  // The gumball's ball has opened: its card comes, and the scene's sparks fly.
  const [opened, setOpened] = useState(false);
  // One card for each good: two rewards of one trait are one card, "×2" (ui/reward-list.tsx).
  const merged = useMemo(() => (got === null ? null : mergeRewards(got)), [got]);
  const done = got !== null && (skipped || phase === 'done');
  const skip = useCallback(() => setSkipped(true), []);
  const started = useCallback(() => setSceneOn(true), []);
  useConfirmReady(done);

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
    if (webglSupported()) void loadScene().catch(() => undefined);
  }, []);
  const deal = useCallback(() => setPhase((p) => (p === 'intro' ? 'dealing' : p)), []);
  const ballOpened = useCallback(() => {
    setOpened(true);
    deal();
  }, [deal]);
  const end = useCallback(() => setPhase('done'), []);

  // The HUD's balances were held for this reveal: they count up once it has shown the rewards,
  // or when it is skipped or closed.
  useEffect(() => {
    if (done) releaseViews();
  }, [done]);
  useEffect(() => {
    revealTookHold();
    return releaseViews;
  }, []);
  // Full-screen over the dimmed game: the scenes below rest while it is open.
  useEffect(() => coverScenes(), []);

  // A scene that does not start (its pictures slow to load on a busy machine, its code failing),
  // or crawls: the cards come a few seconds after the server's answer, or after the scene's start,
  // a reveal never sits on "Opening…". The gumball's moment is the page's and cannot crawl: its
  // card waits for its ball to open (GUMBALL_LIMIT_MS only guards a page whose animations never end).
  const answered = got !== null;
  useEffect(() => {
    if (!answered) return;
    const ms = gumball ? GUMBALL_LIMIT_MS : sceneOn ? STARTED_LIMIT_MS : INTRO_LIMIT_MS;
    const id = window.setTimeout(deal, ms);
    return () => window.clearTimeout(id);
  }, [deal, answered, sceneOn, gumball]);

  useEffect(() => {
    if (done) return;
    // A skip key skips the reveal first; the dialog's own cancel (what Escape becomes on a
    // <dialog>) and its Continue (focused, so Enter or Space would press it) wait for the end.
    const skipInstead = (e: Event) => {
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
  }, [done]);

  const dealt = got !== null && (skipped || phase !== 'intro');
  // The cards come once the scene's crate is gone (put away on `dealt`, the frame after at most):
  // no card ever lies over it. The gumball machine stays beside its card.
  const shown = dealt && (!sceneOn || sourceGone || gumball);
  return (
    <>
      {/* A tap anywhere on the reveal skips it (Skip below is the named control for it). */}
      <div
        className={`reveal reveal--${intro}`}
        data-phase={got === null ? 'waiting' : done ? 'done' : phase}
        // Whether the crate (or loot) still stands in the well: tests check no card lies over it.
        data-source={intro === 'gumball' ? 'beside' : sourceGone || (shown && !sceneOn) ? 'gone' : 'shown'}
        onClick={done ? undefined : skip}
      >
        {gumball ? (
          <GumballMoment
            source={source}
            rarity={got === null ? null : bestRarity(got)}
            still={skipped}
            onOpened={ballOpened}
          />
        ) : sceneOn || shown ? null : (
          <WaitingSource source={source} />
        )}
        {got === null ? null : (
          <Reveal
            // The gumball's moment plays on the page with or without its scene (its sparks).
            // Without its scene (no WebGL, failed, or its code slow to come) the cards are dealt
            // and turn one by one, each build and all: they are the page's. They used to be
            // skipped to the end, all faces at once, which on a busy machine was every crate.
            fallback={gumball ? null : <ShowAfter ms={0} onShow={deal} />}
            loading={gumball ? null : <ShowAfter ms={SCENE_WAIT_MS} onShow={deal} />}
            intro={intro}
            source={source}
            rewards={got}
            skipped={skipped}
            onBurst={deal}
            onStart={started}
            dealt={dealt}
            onSourceGone={sourceLeft}
            opened={opened}
          />
        )}
        {shown ? (
          <div className="reveal__tiles">
            <RevealCards rewards={merged ?? []} started={phase !== 'intro'} skipped={skipped} onDone={end} />
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
