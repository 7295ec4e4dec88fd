import type { PlayerState } from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from './players.ts';

/** Pays the referrer's rank-2 bonus (wired once the referral reducers land). */
export async function payReferrerAtRank2(
  _tx: Tx,
  _deps: AppDeps,
  row: PlayerRow,
  _rank: number,
  _ref: string,
  _now: number,
): Promise<PlayerState> {
  return row.state;
}
