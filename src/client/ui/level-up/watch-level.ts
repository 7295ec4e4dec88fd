import { REGIONS } from '../../../rules/catalog/regions.ts';
import type { WarlordView } from '../../api/types.ts';
import { useGame, type LevelUp } from '../../game/game-store.ts';

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

/**
 * Watches the game store's Warlord (which only the server's answers fill): a level or rank above
 * the previous answer's becomes the banner's `levelUp`, and the regions it unlocks wait in
 * `newlyUnlocked` for the map. Once per page.
 */
export function watchLevelUps(): void {
  if (installed) return;
  installed = true;
  useGame.subscribe((s, prev) => {
    if (s.warlord === prev.warlord) return;
    const up = levelUpOf(prev.warlord, s.warlord);
    if (!up) return;
    useGame.setState({
      levelUp: { id: ++seen, ...up },
      newlyUnlocked: [...new Set([...s.newlyUnlocked, ...up.unlocked])],
    });
  });
}
