import { crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import type { Reward } from '../../../rules/reward.ts';
import { useOpenCrate } from '../../api/crates-actions.ts';
import { useEffect } from 'react';
import { afterHeroFigure } from '../../app/first-screen.ts';
import { preloadReveal, RewardReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { GUMBALL_LAYERS, preloadGumballLayers } from '../../scenes/reward-reveal/gumball-machine.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { rewardTitle } from './open-crate.ts';

/** The gumball machine's picture in the shop (its reveal draws the machine in layers: GUMBALL_LAYERS). */
export const GUMBALL_IMAGE = '/images/gumball.png';

/**
 * Opens a crate (or pulls the gumball) and shows it at once: the pop-up opens on the press with the
 * crate (or the machine) in it while the server answers, then plays what it gave; Continue waits
 * for the rewards. A failed open closes it (the write's error toast says why).
 */
export function useOpenWithPopup() {
  const open = useOpenCrate();
  // The machine's pictures are fetched ahead of a pull: the pop-up opens on them (the crates' are on
  // the page). After the Warlord is whole: the reveal's code would hold the page's thread beside it.
  useEffect(() => {
    let live = true;
    void afterHeroFigure().then(() => {
      if (!live) return;
      preloadReveal(GUMBALL_LAYERS.stand);
      preloadGumballLayers();
    });
    return () => {
      live = false;
    };
  }, []);
  const run = (crate: number | 'gumball') => {
    const failed = new AbortController();
    const rewards: Promise<readonly Reward[]> = open.mutateAsync(crate).then(
      (res) => res.reward,
      (e: unknown) => {
        failed.abort();
        throw e;
      },
    );
    // The dialog's own promise, not the write's: a failure is told by the toast and the close.
    rewards.catch(() => undefined);
    void openDialog({
      title: rewardTitle(crate),
      body: (
        <RewardReveal
          intro={crate === 'gumball' ? 'gumball' : 'crate'}
          source={crate === 'gumball' ? GUMBALL_LAYERS.stand : crateImage(isCrateKind(crate) ? crate : 0)}
          rewards={rewards}
        />
      ),
      confirmText: 'Continue',
      confirmWaits: true,
      signal: failed.signal,
      variant: 'stage',
    });
  };
  return { run, isPending: open.isPending };
}
