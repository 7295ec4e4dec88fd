/**
 * Timed notices from the rules' own formulas on the client: a region's cooldown ending, energy
 * reaching its maximum. Scheduled from the game store's expedition and pocket (the server's last
 * answers, live or fetched); a time already past when it is learned is not told.
 */
import { ENERGY_TICK_MS } from '../../rules/formulas/energy.ts';
import { regionById } from '../../rules/catalog/regions.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import { showInfo } from '../ui/toast.ts';
import { useGame } from './game-store.ts';
import { addNotice, type NoticeKind } from './notices.ts';
import { raisePassLevelUp, usePassLevelUp } from '../ui/level-up/pass-level-moment.tsx';

const timers = new Map<string, { at: number; timer: ReturnType<typeof setTimeout> }>();

function schedule(key: string, at: number, kind: NoticeKind, text: string, now: number): void {
  const held = timers.get(key);
  if (held?.at === at) return;
  if (held) clearTimeout(held.timer);
  timers.delete(key);
  if (at <= now) return;
  const timer = setTimeout(() => {
    timers.delete(key);
    if (addNotice(kind, text)) showInfo(text);
  }, at - now);
  timers.set(key, { at, timer });
}

function cancel(key: string): void {
  const held = timers.get(key);
  if (held) clearTimeout(held.timer);
  timers.delete(key);
}

/** When energy reaches the maximum (null: it is there, or above it). */
export function energyFullAt(
  pocket: Pick<PocketView, 'energy' | 'maxEnergy' | 'energyUpdatedAt'>,
): number | null {
  if (pocket.energy >= pocket.maxEnergy) return null;
  return Date.parse(pocket.energyUpdatedAt) + (pocket.maxEnergy - pocket.energy) * ENERGY_TICK_MS;
}

function follow(expedition: ExpeditionView | null, pocket: PocketView | null, now: number): void {
  for (const region of expedition?.regions ?? []) {
    const key = `region:${region.id}`;
    const title = regionById(region.id)?.title ?? `Region ${region.id}`;
    if (region.cooldownTill)
      schedule(key, Date.parse(region.cooldownTill), 'region', `${title} is ready again`, now);
    else cancel(key);
  }
  const full = pocket ? energyFullAt(pocket) : null;
  if (pocket && full !== null) schedule('energy', full, 'energy', `Energy full: ${pocket.maxEnergy}`, now);
  else cancel('energy');
}

let installed = false;

/** Watches the game store for the times worth telling (once per page). */
export function watchNoticeTimes(): void {
  if (installed) return;
  installed = true;
  const s = useGame.getState();
  follow(s.expedition, s.pocket, Date.now());
  useGame.subscribe((next, prev) => {
    if (next.expedition !== prev.expedition || next.pocket !== prev.pocket) {
      follow(next.expedition, next.pocket, Date.now());
    }
  });
}

let watchingProgress = false;

/**
 * Levels reached, from the server's answers (live or fetched): the Warlord's level (the level-up
 * banner shows it on screen; the tray keeps it and a background tab is told) and the battle pass's
 * (its moment shows it on screen, pass-level-moment.tsx; the tray keeps it). The first answer of a
 * page is where the player stands, not news.
 */
export function watchProgress(): void {
  if (watchingProgress) return;
  watchingProgress = true;
  let level = useGame.getState().warlord?.level ?? null;
  useGame.subscribe((next) => {
    const now = next.warlord?.level ?? null;
    if (now !== null && level !== null && now > level)
      addNotice('progress', `Your Warlord reached level ${now}`);
    if (now !== null) level = now;
  });
  let passLevel: number | null = null;
  useGame.subscribe((next, prev) => {
    if (next.missions === prev.missions) return;
    const missions = next.missions;
    const now = missions?.battlePass?.level;
    if (!missions || now === undefined) {
      // Signed out (the store emptied): the next player's first answer is where they stand.
      if (!missions) {
        passLevel = null;
        usePassLevelUp.setState({ up: null });
      }
      return;
    }
    if (passLevel !== null && now > passLevel) {
      addNotice('progress', `Battle pass level ${now} reached`);
      raisePassLevelUp(missions, passLevel, now);
    }
    passLevel = now;
  });
}
