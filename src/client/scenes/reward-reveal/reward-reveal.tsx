import { useCallback, useEffect, useState } from 'react';
import type { Reward } from '../../api/types.ts';
import type { SoundName } from '../../sound/sound.ts';
import { releaseViews, revealTookHold } from '../../game/reveal-hold.ts';
import { DEAL_GAP_MS, DEAL_TURN_MS, RewardList, rewardRarity } from '../../ui/reward-list.tsx';
import { lazyScene } from '../shared/lazy-scene.tsx';
import { coverScenes } from '../shared/scene-cover.ts';

const Reveal = lazyScene(() => import('./reveal-scene.tsx'));

/**
 * The pop-up comes with the screens that open it (pocket, missions, the claim), so howler loads
 * with the tiles' first sound, not with those screens (scripts/client-sizes.ts holds it to that).
 */
const playSound = (name: SoundName, volume: number) =>
  void import('../../sound/sound.ts').then((s) => s.play(name, volume));

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

/** The longest the intro (shake and burst, or the gumball's turn) may take before the tiles come. */
const INTRO_LIMIT_MS = 3500;

type Phase = 'intro' | 'dealing' | 'done';

/**
 * A pop-up body that plays the reveal: the scene shakes and bursts the crate (or turns the
 * gumball machine, or opens the loot), then the reward tiles are dealt over it, one by one.
 * Skip, or Escape while it plays, jumps to the end; the dialog's own button closes.
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
  // tiles are dealt after a few seconds: a reveal never sits on "Opening…".
  useEffect(() => {
    const id = window.setTimeout(deal, INTRO_LIMIT_MS);
    return () => window.clearTimeout(id);
  }, [deal]);

  // Each tile lands with its sound (a Rare or better sparkles); the last one ends the reveal.
  useEffect(() => {
    if (phase !== 'dealing' || skipped) return;
    const ids = rewards.map((r, i) =>
      window.setTimeout(
        () => {
          const rare = (rewardRarity(r) ?? 0) >= 1;
          playSound(rare ? 'rare' : 'reward', rare ? 0.8 : 0.5);
        },
        i * DEAL_GAP_MS + DEAL_TURN_MS * 0.6,
      ),
    );
    ids.push(window.setTimeout(() => setPhase('done'), (rewards.length - 1) * DEAL_GAP_MS + DEAL_TURN_MS));
    return () => ids.forEach((id) => window.clearTimeout(id));
  }, [phase, skipped, rewards]);

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

  const shown = skipped || phase !== 'intro';
  return (
    <>
      <div className="reveal">
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
            <RewardList rewards={rewards} dealt={!skipped} />
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
