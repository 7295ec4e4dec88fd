import { CRATE_NAMES, CRATE_PRICES } from '../../../rules/catalog/crate-kinds.ts';
import { energyAt } from '../../../rules/formulas/energy.ts';
import type { CratesView, ExpeditionView, MissionsView, PocketView, RegionView } from '../../api/types.ts';
import { cooldownLeft, energyNow } from '../../game/countdowns.ts';
import { formatNumber } from '../../ui/format.ts';
import { sendBlocker } from './region-status.ts';

/** Whether a region can be sent to now (the run under way's region counts while it can go on). */
export function sendable(view: ExpeditionView, region: RegionView, pocket: PocketView, now: number): boolean {
  const passedAll = region.stageInfo.stage > region.maxStage;
  return !passedAll && sendBlocker(region, view.expedition, energyNow(pocket, now).energy, now) === null;
}

/**
 * The region the map opens on: the run under way's, else the selected one if it can be sent now,
 * else the first region that can, else the selection as it was.
 */
export function openingRegion(
  view: ExpeditionView,
  pocket: PocketView,
  selectedId: number,
  now: number,
): number {
  if (!view.expedition.hidden) return view.expedition.region;
  const selected = view.regions.find((r) => r.id === selectedId);
  if (selected && sendable(view, selected, pocket, now)) return selected.id;
  return view.regions.find((r) => sendable(view, r, pocket, now))?.id ?? selectedId;
}

/** When `region` can next be sent: its cooldown's end, then enough energy for its stage (ms from now). */
function readyIn(region: RegionView, pocket: PocketView, now: number): number {
  return energyReadyIn(pocket, region.stageInfo.energyRequired, now + cooldownLeft(region, now), now);
}

/**
 * How long from `now` until the player holds `need` energy, counted from `cooled` (not before):
 * Infinity when the cap is below it.
 */
export function energyReadyIn(pocket: PocketView, need: number, cooled: number, now: number): number {
  const updatedAt = Date.parse(pocket.energyUpdatedAt);
  const energyAtT = (t: number) => energyAt(pocket.energy, updatedAt, pocket.maxEnergy, t).energy;
  if (energyAtT(cooled) >= need) return cooled - now;
  if (need > pocket.maxEnergy) return Infinity;
  // Energy only grows: the first moment it is enough, to the millisecond.
  let lo = cooled;
  let hi = cooled + 7 * 24 * 3_600_000;
  if (energyAtT(hi) < need) return Infinity;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (energyAtT(mid) >= need) hi = mid;
    else lo = mid;
  }
  return hi - now;
}

/**
 * When nothing can be sent: the region that is ready first and in how long, or null when one can
 * be sent now (or a run is under way, or every region waits on a rank).
 */
export function nextReady(
  view: ExpeditionView,
  pocket: PocketView,
  now: number,
): { region: RegionView; inMs: number } | null {
  if (!view.expedition.hidden) return null;
  const open = view.regions.filter((r) => !r.locked && r.stageInfo.stage <= r.maxStage);
  if (open.length === 0 || open.some((r) => sendable(view, r, pocket, now))) return null;
  const best = open
    .map((region) => ({ region, inMs: readyIn(region, pocket, now) }))
    .sort((a, b) => a.inMs - b.inMs)[0];
  return best && Number.isFinite(best.inMs) ? best : null;
}

/** Something to do while the regions cool: a label, where it is, and what it says. */
export interface Offer {
  key: 'craft' | 'open' | 'buy' | 'gumball' | 'pass' | 'missions' | 'market';
  to: string;
  text: string;
}

/**
 * What else the player can do now: an upgrade they can afford, their crates to open or one they
 * can buy, the gumball (free once a day), a battle pass level to claim, the missions, the market.
 */
export function offers(
  pocket: PocketView,
  crates: CratesView | undefined,
  missions?: MissionsView | null,
): Offer[] {
  const out: Offer[] = [];
  const traits = pocket.ownedTraits.filter((t) => !t.maxLevel && t.cards >= t.cardsRequired);
  const weapons = pocket.ownedItems.filter(
    (i) =>
      i.kind === 'Weapon' && !i.maxLevel && i.cards >= i.cardsRequired && pocket.shards >= i.shardsRequired,
  );
  const upgrade = traits[0]?.name ?? weapons[0]?.name;
  if (upgrade) {
    const more = traits.length + weapons.length - 1;
    out.push({
      key: 'craft',
      to: '/craft',
      text: `Upgrade ${upgrade}${more > 0 ? ` (and ${more} more)` : ''}: you have the cards`,
    });
  }
  const held = pocket.ownedCrates.reduce((n, c) => n + c.count, 0);
  if (held > 0)
    out.push({ key: 'open', to: '/pocket', text: `Open your ${held} crate${held === 1 ? '' : 's'}` });
  else if (pocket.shards >= CRATE_PRICES[0])
    out.push({
      key: 'buy',
      to: '/pocket',
      text: `Buy a ${CRATE_NAMES[0]} crate for ${formatNumber(CRATE_PRICES[0])} shards`,
    });
  if (crates?.gumball.freeToday)
    out.push({ key: 'gumball', to: '/pocket', text: 'Pull the gumball: free today' });
  else if (crates && pocket.shards >= crates.gumball.price)
    out.push({
      key: 'gumball',
      to: '/pocket',
      text: `Pull the gumball for ${formatNumber(crates.gumball.price)} shards`,
    });
  if (missions) {
    const unclaimed = missions.battlePass.level - missions.battlePassLevelClaimed;
    if (unclaimed > 0)
      out.push({
        key: 'pass',
        to: '/missions',
        text: `Claim ${unclaimed} battle pass level${unclaimed === 1 ? '' : 's'}`,
      });
  }
  out.push({ key: 'missions', to: '/missions', text: "Earn XP on today's missions" });
  out.push({ key: 'market', to: '/market', text: 'Trade cards on the market' });
  return out;
}
