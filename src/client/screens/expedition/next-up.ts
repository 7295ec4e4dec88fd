import { CRATE_NAMES, CRATE_PRICES, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { regionById } from '../../../rules/catalog/regions.ts';
import { energyAt } from '../../../rules/formulas/energy.ts';
import { xpForRank } from '../../../rules/formulas/progression.ts';
import type { CratesView } from '../../../rules/views/crates-view.ts';
import type { ExpeditionView, RegionView } from '../../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../../rules/views/missions-view.ts';
import { claimableOrders, type OrdersView } from '../../../rules/views/orders-view.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
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
  key: 'craft' | 'open' | 'buy' | 'gumball' | 'orders' | 'pass' | 'missions' | 'market';
  to: string;
  text: string;
}

/** What shapes the offers beyond the pocket: the first steps still to do, and the next region a rank opens. */
export interface OfferContext {
  /** First steps not done yet (first-steps.ts keys): what they offer is not offered again. */
  pending?: ReadonlySet<string>;
  /** The first region still locked by rank and the XP the Warlord lacks for that rank. */
  unlock?: { rank: number; title: string; xpLeft: number } | null;
  /** Today's orders: one done and not claimed is offered (its claim pays at once). */
  orders?: OrdersView;
}

/** "your Expedition I crate", "your 2 Basic crates", "your 3 crates" (kinds mixed). */
function cratesText(held: readonly { kind: number; count: number }[], other = false): string {
  const count = held.reduce((n, c) => n + c.count, 0);
  const kinds = new Set(held.map((c) => c.kind));
  const kind = held[0]!.kind;
  const name = kinds.size === 1 && isCrateKind(kind) ? `${CRATE_NAMES[kind]} ` : '';
  const your = other ? 'your other' : 'your';
  return count === 1 ? `${your} ${name}crate` : `${your} ${count} ${name}crates`;
}

/**
 * What else the player can do now, most rewarding first: an order of today's done and not claimed,
 * the crates they hold (the one a run just
 * won among them), an upgrade they can afford, a crate they can buy, the gumball (free once a day),
 * a battle pass level to claim, the missions (with the XP the next rank and its region need), the
 * market. A first step still to do is offered there, not again here (the starting Basic crate, the
 * free pull), and while the steps show the market gives them the room.
 */
export function offers(
  pocket: PocketView,
  crates: CratesView | undefined,
  missions?: MissionsView | null,
  { pending = new Set(), unlock = null, orders }: OfferContext = {},
): Offer[] {
  const out: Offer[] = [];
  const done = claimableOrders(orders);
  if (done.length > 0)
    out.push({
      key: 'orders',
      to: '/missions',
      // Words of where it leads (Missions, where the claim is), not of a claim done here.
      text:
        done.length === 1
          ? `Today's order “${done[0]!.title}” is done: claim it in Missions`
          : `${done.length} of today's orders are done: claim them in Missions`,
    });
  const held = pocket.ownedCrates
    .map((c) => (c.kind === 0 && pending.has('crate') ? { ...c, count: c.count - 1 } : c))
    .filter((c) => c.count > 0);
  // Beside the first step's "Open your Basic crate", the rest are the player's other crates (a
  // gumball's Basic crate read "Open your Basic crate" twice).
  const other = pending.has('crate') && held.some((c) => c.kind === 0);
  if (held.length > 0)
    out.push({ key: 'open', to: '/pocket#crates-title', text: `Open ${cratesText(held, other)}` });
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
  if (!pocket.ownedCrates.some((c) => c.count > 0) && pocket.shards >= CRATE_PRICES[0])
    out.push({
      key: 'buy',
      to: '/pocket#crates-title',
      text: `Buy a ${CRATE_NAMES[0]} crate for ${formatNumber(CRATE_PRICES[0])} shards`,
    });
  if (crates?.gumball.freeToday) {
    if (!pending.has('gumball'))
      out.push({ key: 'gumball', to: '/pocket#gumball', text: 'Pull the gumball: free today' });
  } else if (crates && pocket.shards >= crates.gumball.price)
    out.push({
      key: 'gumball',
      to: '/pocket#gumball',
      text: `Pull the gumball for ${formatNumber(crates.gumball.price)} shards`,
    });
  if (missions) {
    const unclaimed = missions.battlePass.level - missions.battlePassLevelClaimed;
    if (unclaimed > 0)
      out.push({
        key: 'pass',
        to: '/missions#battle-pass',
        text: `Claim ${unclaimed} battle pass level${unclaimed === 1 ? '' : 's'}`,
      });
  }
  out.push({
    key: 'missions',
    to: '/missions',
    text:
      unlock && unlock.xpLeft > 0
        ? `Missions: ${formatNumber(unlock.xpLeft)} XP to rank ${unlock.rank} and ${unlock.title}`
        : "Earn XP on today's missions",
  });
  if (!pending.size) out.push({ key: 'market', to: '/market', text: 'Trade cards on the market' });
  return out;
}

/**
 * The first region a rank still locks, the rank, and the XP the Warlord lacks for it (from the
 * missions' total XP, the rules' level curve): null when every region is open or the XP is unknown.
 */
export function nextUnlock(
  regions: readonly RegionView[],
  totalXp: number | undefined,
): { rank: number; title: string; xpLeft: number } | null {
  if (totalXp === undefined) return null;
  const locked = regions.filter((r) => r.locked).sort((a, b) => a.rankRequired - b.rankRequired)[0];
  if (!locked) return null;
  const title = regionById(locked.id)?.title ?? locked.name;
  return { rank: locked.rankRequired, title, xpLeft: Math.max(0, xpForRank(locked.rankRequired) - totalXp) };
}

/** A first step as the lead reads it (first-steps.ts FirstStep). */
interface StepLike {
  key: string;
  text: string;
  to: string;
  done: boolean;
}

/** An offer's words on a button (the list's own words are longer). */
const LEAD_LABEL: Record<Offer['key'], string> = {
  open: 'Open your crate',
  craft: 'Upgrade in Craft',
  buy: 'Buy a crate',
  gumball: 'Pull the gumball',
  orders: 'Claim in Missions',
  pass: 'Claim the battle pass',
  missions: 'Earn XP on missions',
  market: 'Visit the market',
};

/** Which comes first when the card has one button for them: what pays at once, then what leads on. */
const LEAD_ORDER = [
  'step:crate',
  'orders',
  'open',
  'craft',
  'step:gumball',
  'gumball',
  'pass',
  'step:trait',
  'buy',
  'missions',
  'market',
] as const;

/**
 * The one thing the resting card's primary button leads to (the countdown is in its sentence): the
 * crate to open, an upgrade, the gumball, the battle pass, a first step, the missions; null when
 * there is nothing.
 */
export function leadOf(
  steps: readonly StepLike[] | undefined,
  shown: readonly Offer[],
): { to: string; label: string } | null {
  for (const key of LEAD_ORDER) {
    if (key.startsWith('step:')) {
      const step = steps?.find((s) => !s.done && `step:${s.key}` === key);
      if (step) return { to: step.to, label: step.text };
      continue;
    }
    const offer = shown.find((o) => o.key === key);
    if (offer) return { to: offer.to, label: offer.key === 'open' ? offer.text : LEAD_LABEL[offer.key] };
  }
  return null;
}
