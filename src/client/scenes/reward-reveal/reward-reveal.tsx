import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Reward } from '../../api/types.ts';
import { releaseBalances } from '../../ui/balances/balance-hold.ts';
import { lazyScene } from '../shared/lazy-scene.tsx';
import { coverScenes } from '../shared/scene-cover.ts';

const Reveal = lazyScene(() => import('./reveal-scene.tsx'));

/**
 * Stands in for the scene: where it cannot run the rewards show at once; while its code loads,
 * after a few seconds at most.
 */
function ShowAfter({ ms, onShow }: { ms: number; onShow: () => void }) {
  useEffect(() => {
    const id = window.setTimeout(onShow, ms);
    return () => window.clearTimeout(id);
  }, [ms, onShow]);
  return null;
}

/**
 * A pop-up body that plays the reveal, then shows `list` (the rewards in words, as the server
 * granted them). Skip, or Escape while it plays, jumps to the end; the dialog's own button closes.
 */
export function RewardReveal({
  intro,
  source,
  rewards,
  list,
}: {
  intro: 'crate' | 'loot' | 'gumball';
  source: string;
  rewards: readonly Reward[];
  list: ReactNode;
}) {
  const [revealed, setRevealed] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const done = skipped || revealed >= rewards.length;
  const skip = useCallback(() => setSkipped(true), []);

  // The HUD's balances were held for this reveal: they count up once it has shown the rewards,
  // or when it is skipped or closed.
  useEffect(() => {
    if (done) releaseBalances();
  }, [done]);
  useEffect(() => releaseBalances, []);
  // Full-screen over the dimmed game: the scenes below rest while it is open.
  useEffect(() => coverScenes(), []);

  useEffect(() => {
    if (done) return;
    // Escape skips the reveal first; a second Escape closes the pop-up as usual. The dialog's
    // own cancel (what Escape becomes on a <dialog>) is caught before it reaches the dialog.
    const skipInstead = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      setSkipped(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') skipInstead(e);
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('cancel', skipInstead, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('cancel', skipInstead, true);
    };
  }, [done]);

  return (
    <>
      <Reveal
        fallback={<ShowAfter ms={0} onShow={skip} />}
        loading={<ShowAfter ms={5000} onShow={skip} />}
        intro={intro}
        source={source}
        rewards={rewards}
        skipped={skipped}
        onReveal={setRevealed}
      />
      {done ? (
        list
      ) : (
        <div className="reveal-skip">
          <span className="muted" role="status">
            Opening…
          </span>
          <button type="button" className="button button--small" onClick={() => setSkipped(true)}>
            Skip
          </button>
        </div>
      )}
    </>
  );
}
