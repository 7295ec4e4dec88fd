import type { ExpeditionView, PocketView, RegionView } from '../../api/types.ts';
import { energyNow } from '../../game/countdowns.ts';
import { sendBlocker } from './region-status.ts';
import type { ExpeditionFlow } from './use-expedition-flow.tsx';

/** The selected region's Send (or Continue): whether it can go now, why not, and what it says. */
export function sendControl(
  view: ExpeditionView,
  region: RegionView,
  pocket: PocketView | undefined,
  flow: ExpeditionFlow,
  now: number,
  offline: string | null,
) {
  const run = view.expedition;
  const energy = pocket ? energyNow(pocket, now).energy : 0;
  const blocker = offline ?? (pocket ? sendBlocker(region, run, energy, now) : 'Loading your energy…');
  const passedAll = region.stageInfo.stage > region.maxStage;
  const activeHere = !run.hidden && run.region === region.id;
  const shown = !activeHere || (run.passed && !run.finished);
  const canSend = shown && !blocker && !flow.busy && !passedAll && !(activeHere && !run.passed);
  const send = () => {
    if (!canSend) return;
    void flow.sendStage(region.id, region.stageInfo.stage, region.maxStage, region.chance, view);
  };
  return {
    blocker,
    canSend,
    shown,
    send,
    label: activeHere ? `Continue to stage ${region.stageInfo.stage}` : 'Send your Warlord',
  };
}

export type SendControl = ReturnType<typeof sendControl>;
