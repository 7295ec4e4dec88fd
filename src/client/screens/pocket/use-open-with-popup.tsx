import { crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { useOpenCrate } from '../../api/crates-actions.ts';
import { RewardReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { rewardTitle } from './open-crate.ts';

/** Opens a crate (or pulls the gumball), then shows what it gave with a Continue button. */
export function useOpenWithPopup() {
  const open = useOpenCrate();
  const run = (crate: number | 'gumball') =>
    open.mutate(crate, {
      onSuccess: (res) =>
        void openDialog({
          title: rewardTitle(crate),
          body: (
            <RewardReveal
              intro={crate === 'gumball' ? 'gumball' : 'crate'}
              source={
                crate === 'gumball' ? '/images/gumball.png' : crateImage(isCrateKind(crate) ? crate : 0)
              }
              rewards={res.reward}
            />
          ),
          confirmText: 'Continue',
          variant: 'stage',
        }),
    });
  return { run, isPending: open.isPending };
}
