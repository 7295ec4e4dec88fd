import { usePocket } from '../api/pocket.ts';
import { useWarlord } from '../api/warlord.ts';
import { useMissions } from '../api/missions.ts';
import { useGame } from './game-store.ts';

/** A query's result with its data replaced by the held view while a reveal holds it. */
function shown<Q extends { data: unknown }>(query: Q, held: Q['data'] | null | undefined): Q {
  return held ? { ...query, data: held } : query;
}

/**
 * GET /pocket as the player should see it: while a reveal plays (reveal-hold.ts), the pocket as
 * it was before the write, so no count on the page or in the HUD tells the result early.
 */
export function useShownPocket() {
  return shown(
    usePocket(),
    useGame((s) => s.held?.pocket),
  );
}

/** GET /warlord as shown: its level and XP held while a reveal plays. */
export function useShownWarlord() {
  return shown(
    useWarlord(),
    useGame((s) => s.held?.warlord),
  );
}

/** GET /missions as shown: the battle pass's claimed level held while its reveal plays. */
export function useShownMissions() {
  return shown(
    useMissions(),
    useGame((s) => s.held?.missions),
  );
}
