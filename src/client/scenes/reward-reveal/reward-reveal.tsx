import { useCallback, useEffect, useState } from 'react';
import type { Reward } from '../../api/types.ts';
import { releaseViews, revealTookHold } from '../../game/reveal-hold.ts';
import { lazyScene } from '../shared/lazy-scene.tsx';
import { coverScenes } from '../shared/scene-cover.ts';
import { RevealCards } from './reveal-cards.tsx';

const Reveal = lazyScene(() => import('./reveal-scene.tsx'));

/** The longest a reveal may wait for its scene's code before the rewards show without it. */
const SCENE_WAIT_MS = 2500;

/**
 * Stands in for the scene: where it cannot run the rewards show at once; while its code loads,
 * after a moment at most.
 */
function ShowAfter({ ms, onShow }: { ms: number; onShow: () => void }) {
  useEffect(() => {
    const id = window.setTimeout(onShow, ms);
    return () => window.clearTimeout(id);
  }, [ms, onShow]);
  return null;
}

/** The longest the intro (charge and burst, or the gumball's turn) may take before the cards come. */
const INTRO_LIMIT_MS = 3500;

type Phase = 'intro' | 'dealing' | 'done';

/** The keys that skip a reveal while it plays (Escape first skips; a second Escape closes). */
const SKIP_KEYS = new Set(['Escape', 'Enter', ' ', 'Spacebar']);

/**
 * A pop-up body that plays the reveal: the scene charges and bursts the crate (or turns the
 * gumball machine, or opens the loot), then the rewards come out as cards face down and turn one
 * by one, the rarest last (reveal-cards.tsx). A tap or click on the reveal, Skip, Space, Enter or
 * Escape jumps to the end at any time; the dialog's own button closes.
 */
export function RewardReveal({
  intro,
  source,
  rewards,
}: {
  intro: 'crate' | 'loot' | 'gumball';
  source: string;
  rewards: readonly Reward[];
}) {
  const [phase, setPhase] = useState<Phase>('intro');
  const [skipped, setSkipped] = useState(false);
  const done = skipped || phase === 'done';
  const skip = useCallback(() => setSkipped(true), []);
  const deal = useCallback(() => setPhase((p) => (p === 'intro' ? 'dealing' : p)), []);
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

  // Whatever the scene does (its pictures slow to load on a busy machine, its code failing), the
  // cards come after a few seconds: a reveal never sits on "Opening…".
  useEffect(() => {
    const id = window.setTimeout(deal, INTRO_LIMIT_MS);
    return () => window.clearTimeout(id);
  }, [deal]);

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

  const shown = skipped || phase !== 'intro';
  return (
    <>
      {/* A tap anywhere on the reveal skips it (Skip below is the named control for it). */}
      <div className={`reveal reveal--${intro}`} onClick={done ? undefined : skip}>
        <Reveal
          fallback={<ShowAfter ms={0} onShow={skip} />}
          loading={<ShowAfter ms={SCENE_WAIT_MS} onShow={skip} />}
          intro={intro}
          source={source}
          rewards={rewards}
          skipped={skipped}
          onBurst={deal}
        />
        {shown ? (
          <div className="reveal__tiles">
            <RevealCards rewards={rewards} started={phase !== 'intro'} skipped={skipped} onDone={end} />
          </div>
        ) : null}
      </div>
      {done ? (
        // Keeps the row's height, so the panel does not jump when "Opening…" and Skip go.
        <div className="reveal-skip-space" aria-hidden="true" />
      ) : (
        <div className="reveal-skip">
          <span className="muted" role="status">
            Opening…
          </span>
          <button type="button" className="button button--small" onClick={skip}>
            Skip
          </button>
        </div>
      )}
    </>
  );
}
