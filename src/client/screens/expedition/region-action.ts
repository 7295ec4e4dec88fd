import { remainingText } from '../../../rules/formulas/time.ts';
import { expeditionCooldownMs } from '../../../rules/formulas/expedition.ts';
import { xpForRank } from '../../../rules/formulas/progression.ts';
import type { ExpeditionView, RegionView } from '../../../rules/views/expedition-view.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { cooldownLeft, energyNow } from '../../game/countdowns.ts';
import { formatNumber } from '../../ui/format.ts';
import { energyReadyIn, sendable } from './next-up.ts';

/** What a button of the region card does. */
export type ActionKind = 'send' | 'continue' | 'claim' | 'return' | 'retreat' | 'show' | 'wait';

export interface PanelAction {
  kind: ActionKind;
  label: string;
  enabled: boolean;
  /** For `show`: the region it selects. */
  regionId?: number;
  /** Why it cannot be pressed now, in words, where the reason is not on the card already. */
  why?: string;
}

/**
 * The region card's state in one sentence and at most two buttons: one primary action (the only
 * one that stands out) and, between stages, the retreat beside it.
 */
export interface RegionAction {
  tone: 'ready' | 'blocked' | 'passed' | 'failed' | 'away';
  sentence: string;
  primary: PanelAction | null;
  secondary: PanelAction | null;
}

/** The cooldown a claim in `region` starts, in words ("1h 0m" reads badly: "1 h", "1 h 30 min"). */
export function cooldownText(region: Pick<RegionView, 'maxStage'>): string {
  const minutes = expeditionCooldownMs(region.maxStage, false) / 60_000;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/**
 * Why the next stage cannot be started yet: the energy it takes, what the player holds, and when
 * they will hold enough (a fresh review found Continue greyed with no word why).
 */
function shortOfEnergy(pocket: PocketView, stage: number, need: number, energy: number, now: number): string {
  const wait = energyReadyIn(pocket, need, now, now);
  const when = Number.isFinite(wait)
    ? ` Enough in ${remainingText(wait)}, or retreat and claim what you gathered.`
    : ' Retreat and claim what you gathered.';
  return `Stage ${stage} takes ${need} energy; you have ${energy}.${when}`;
}

/** Another region than `region` that can be sent now, to point the player at. */
function otherReady(view: ExpeditionView, region: RegionView, pocket: PocketView, now: number) {
  return view.regions.find((r) => r.id !== region.id && sendable(view, r, pocket, now));
}

/**
 * What the selected region's card says and offers now, for every state of the expedition: idle and
 * ready, locked by rank, cooling, short of energy, offline, a stage under way, a stage passed (go
 * on or retreat), the last stage passed, a stage failed, and another region's run under way.
 */
export function regionAction(
  view: ExpeditionView,
  region: RegionView,
  pocket: PocketView | undefined,
  rank: number | undefined,
  now: number,
  offline: string | null,
  busy: boolean,
  /** The Warlord's total XP (the missions' sum), when known: a locked region says how much is left. */
  totalXp?: number,
): RegionAction {
  const run = view.expedition;
  const energy = pocket ? energyNow(pocket, now).energy : 0;
  const need = region.stageInfo.energyRequired;
  const stage = region.stageInfo.stage;

  if (busy)
    return { tone: 'blocked', sentence: 'Your Warlord is on its way…', primary: null, secondary: null };

  // A run under way elsewhere: this card is a look only; the way back is the one button.
  if (!run.hidden && run.region !== region.id) {
    const away = view.regions.find((r) => r.id === run.region);
    const name = away?.name ?? `Region ${run.region}`;
    const what = run.finished
      ? run.passed
        ? 'its rewards wait to be claimed'
        : 'its last stage failed'
      : `stage ${run.stage - 1} is passed`;
    return {
      tone: 'away',
      sentence: `Your Warlord is out in ${name} (${what}). End that run before sending it here.`,
      primary: { kind: 'show', label: `Back to ${name}`, enabled: true, regionId: run.region },
      secondary: null,
    };
  }

  // The run in this region.
  if (!run.hidden) {
    if (run.finished && !run.passed)
      return {
        tone: 'failed',
        sentence: `Stage ${run.stage} failed${run.gainedRewards.shards > 0 ? `: the ${formatNumber(run.gainedRewards.shards)} shards gathered on this run are lost` : ''}. Return to camp; ${region.name} then cools for ${cooldownText(region)}.`,
        primary: { kind: 'return', label: 'Return to camp', enabled: !offline, regionId: region.id },
        secondary: null,
      };
    if (run.finished)
      return {
        tone: 'passed',
        sentence: `All ${region.maxStage} stages passed: claim ${formatNumber(run.gainedRewards.shards)} shards and the crate. The region's level rises by one.`,
        primary: { kind: 'claim', label: 'Claim rewards', enabled: !offline },
        secondary: null,
      };
    const short = pocket && energy < need ? ` You need ${need} energy and have ${energy}.` : '';
    return {
      tone: 'passed',
      sentence:
        offline ??
        `Stage ${stage - 1} passed: on to stage ${stage} of ${region.maxStage} for ${need} energy, or retreat?${short}`,
      primary: {
        kind: 'continue',
        label: `Continue to stage ${stage}`,
        enabled: !offline && !!pocket && energy >= need,
        ...(pocket && energy < need ? { why: shortOfEnergy(pocket, stage, need, energy, now) } : {}),
      },
      secondary: { kind: 'retreat', label: 'Retreat and claim', enabled: !offline },
    };
  }

  // No run: can this region be sent to?
  const elsewhere = pocket ? otherReady(view, region, pocket, now) : undefined;
  const showOther = (why: string): RegionAction => ({
    tone: 'blocked',
    sentence: why,
    primary: elsewhere
      ? { kind: 'show', label: `Go to ${elsewhere.name}: ready now`, enabled: true, regionId: elsewhere.id }
      : null,
    secondary: null,
  });
  if (region.locked) {
    const left = totalXp === undefined ? 0 : xpForRank(region.rankRequired) - totalXp;
    return showOther(
      `Opens at Warlord rank ${region.rankRequired}${rank ? ` (you are rank ${rank})` : ''}${left > 0 ? `: ${formatNumber(left)} XP to go` : ''}. Missions and expeditions bring the XP.`,
    );
  }
  const cooling = cooldownLeft(region, now);
  if (cooling > 0) {
    const left = showOther(`Cooling down: ready again in ${remainingText(cooling)}.`);
    return left.primary
      ? left
      : { ...left, primary: { kind: 'wait', label: `Ready in ${remainingText(cooling)}`, enabled: false } };
  }
  if (offline)
    return {
      tone: 'blocked',
      sentence: offline,
      primary: { kind: 'send', label: 'Send your Warlord', enabled: false },
      secondary: null,
    };
  if (!pocket) return { tone: 'blocked', sentence: 'Loading your energy…', primary: null, secondary: null };
  if (energy < need) {
    const wait = energyReadyIn(pocket, need, now, now);
    const when = Number.isFinite(wait) ? ` Enough in ${remainingText(wait)}.` : '';
    return {
      tone: 'blocked',
      sentence: `Not enough energy: the stage takes ${need}, you have ${energy}.${when}`,
      primary: {
        kind: 'wait',
        label: Number.isFinite(wait) ? `Energy in ${remainingText(wait)}` : 'Not enough energy',
        enabled: false,
      },
      secondary: null,
    };
  }
  return {
    tone: 'ready',
    sentence: `Stage 1 of ${region.maxStage}: ${need} energy.`,
    primary: { kind: 'send', label: 'Send your Warlord', enabled: true },
    secondary: null,
  };
}
