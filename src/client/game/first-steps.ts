import { CrateKind } from '../../rules/catalog/crate-kinds.ts';
import type { HistoryRow } from '../api/history.ts';
import type { CratesView } from '../../rules/views/crates-view.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import { cooldownLeft } from './countdowns.ts';

/** The four things a new player is shown how to do, in order (issue 24). */
export type FirstStepKey = 'send' | 'crate' | 'trait' | 'gumball';

export interface FirstStep {
  key: FirstStepKey;
  /** What to do, as the list says it. */
  text: string;
  /** Where it is done. */
  to: string;
  /** A short word on how, when not done yet (empty when done). */
  how: string;
  done: boolean;
}

/** What the client already holds that the steps are read from; any may be missing while it loads. */
export interface FirstStepsInput {
  pocket: PocketView;
  expedition: ExpeditionView | null | undefined;
  missions: MissionsView | null | undefined;
  crates: CratesView | null | undefined;
  /** The newest rows of the player's history of kind `crates` (crate and gumball actions). */
  crateHistory: readonly HistoryRow[] | undefined;
  now: number;
}

/** Whether a trait is finer than a starter's (a Common at level 1): rarer, or upgraded. */
const finer = (t: { rarity: number; level: number }) => t.rarity * 2 + t.level > 1;

/**
 * The first steps as the player's state tells them, with no state of their own:
 * - sent: a run under way, a region cooling or levelled, or Expedition XP on the missions;
 * - crate: the starting Basic crate is gone from the pocket, or the history has a Basic opened;
 * - trait: a worn trait rarer than Common or above level 1;
 * - gumball: today's free pull is taken, or the history has a pull.
 */
export function firstSteps({
  pocket,
  expedition,
  missions,
  crates,
  crateHistory,
  now,
}: FirstStepsInput): FirstStep[] {
  const history = crateHistory ?? [];
  const sent =
    Boolean(expedition && !expedition.expedition.hidden) ||
    Boolean(expedition?.regions.some((r) => r.level > 1 || cooldownLeft(r, now) > 0)) ||
    (missions?.expeditionXp ?? 0) > 0 ||
    (missions?.tasks.find((t) => t.name === 'Expedition')?.lifetimeCount ?? 0) > 0;
  const basicHeld = pocket.ownedCrates.some((c) => c.kind === CrateKind.Small && c.count > 0);
  const opened =
    !basicHeld || history.some((r) => r.action === 'crate.opened' && r.what === `crate:${CrateKind.Small}`);
  const worn = pocket.ownedTraits.some((t) => t.applied && finer(t));
  const pulled = crates?.gumball.freeToday === false || history.some((r) => r.action.startsWith('gumball.'));

  // Where a finer trait is had: one owned to apply, one to upgrade in Craft, else crates and the market.
  const spare = pocket.ownedTraits.find((t) => !t.applied && finer(t));
  const upgradable = pocket.ownedTraits.find((t) => !t.maxLevel && t.cards >= t.cardsRequired);
  const trait = spare
    ? { to: '/pocket#traits-title', how: `Apply ${spare.name} in your pocket.` }
    : upgradable
      ? { to: '/craft', how: `Upgrade ${upgradable.name} in Craft, then apply it.` }
      : { to: '/market', how: 'Find a Rare trait in crates or on the market, then apply it.' };

  return [
    {
      key: 'send',
      text: 'Send your Warlord on an expedition',
      to: '/expedition',
      how: 'Pick a region on the map and send.',
      done: sent,
    },
    {
      key: 'crate',
      text: 'Open your Basic crate',
      to: '/pocket#crates-title',
      how: 'It waits in your pocket.',
      done: opened,
    },
    { key: 'trait', text: 'Wear a finer trait', ...trait, done: worn },
    {
      key: 'gumball',
      text: 'Take the free gumball pull',
      to: '/pocket#gumball',
      how: 'One free pull a day, in the crate shop.',
      done: pulled,
    },
  ].map((s) => (s.done ? { ...s, how: '' } : s)) as FirstStep[];
}

/**
 * The steps with those the player did before kept ticked (`remembered`): a Basic crate won later
 * or a new day's free pull does not untick a step once done.
 */
export function withRemembered(steps: FirstStep[], remembered: readonly string[]): FirstStep[] {
  return steps.map((s) => (!s.done && remembered.includes(s.key) ? { ...s, done: true, how: '' } : s));
}

/** Whether the list still shows: some step left and not dismissed. */
export function showFirstSteps(steps: FirstStep[], dismissed: boolean): boolean {
  return !dismissed && steps.some((s) => !s.done);
}
