import { REGIONS } from '../../../rules/catalog/regions.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { useGame, type LevelUp } from '../../game/game-store.ts';
import { useSession } from '../../session/session-store.ts';

type Progress = Pick<WarlordView, 'level' | 'rank'>;

/**
 * What rose between two answers of GET /warlord (or a write's `warlord`): null when nothing did,
 * or when there is no earlier answer to compare with (a first load or another player is no
 * level-up). The regions unlocked are those whose rank the new rank reaches and the old did not.
 */
export function levelUpOf(prev: Progress | null, next: Progress | null): Omit<LevelUp, 'id'> | null {
  if (!prev || !next || (next.level <= prev.level && next.rank <= prev.rank)) return null;
  return {
    fromLevel: prev.level,
    level: next.level,
    fromRank: prev.rank,
    rank: next.rank,
    unlocked: REGIONS.filter((r) => r.rankRequired > prev.rank && r.rankRequired <= next.rank).map(
      (r) => r.id,
    ),
  };
}

let installed = false;
let seen = 0;

const progressKey = (profileId: string) => `warlords:progress:${profileId}`;

/**
 * The level and rank this tab last saw for a player, kept across its reloads in sessionStorage, so
 * a level-up the page did not see (a reload before the answer came) is still celebrated after the
 * reload. Null when none is kept, or storage is off.
 *
 * Not localStorage, as it was: a browser profile's localStorage can come back older than the
 * server (a profile or a test harness's `storageState` restored from a copy taken before the
 * rank-up, a second browser window restoring its session), and then every page load compared
 * the server's rank with the same stale copy and celebrated the same rank-up again (the newcomer
 * review saw it on every screen). A tab's sessionStorage is only ever its own: a new tab or a
 * restored profile starts from the server's figures and celebrates nothing it did not see rise.
 */
export function keptProgress(profileId: string): Progress | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(progressKey(profileId)) ?? 'null') as Progress | null;
    return kept && Number.isInteger(kept.level) && Number.isInteger(kept.rank) ? kept : null;
  } catch {
    return null;
  }
}

function keepProgress(profileId: string, progress: Progress): void {
  try {
    sessionStorage.setItem(
      progressKey(profileId),
      JSON.stringify({ level: progress.level, rank: progress.rank }),
    );
  } catch {
    // Storage full or off: only the celebration after a reload is lost.
  }
}

/**
 * Watches the game store's Warlord (which only the server's answers fill): a level or rank above
 * the previous answer's (on a page's first answer, above what this browser last saw of the same
 * player) becomes the banner's `levelUp`, and the regions it unlocks wait in `newlyUnlocked` for
 * the map. Once per page.
 */
export function watchLevelUps(): void {
  if (installed) return;
  installed = true;
  useGame.subscribe((s, prev) => {
    if (s.warlord === prev.warlord) return;
    const profileId = useSession.getState().user?.profileId;
    const before = prev.warlord ?? (profileId ? keptProgress(profileId) : null);
    if (profileId && s.warlord) keepProgress(profileId, s.warlord);
    const up = levelUpOf(before, s.warlord);
    if (!up) return;
    useGame.setState({
      levelUp: { id: ++seen, ...up },
      newlyUnlocked: [...new Set([...s.newlyUnlocked, ...up.unlocked])],
    });
  });
}
