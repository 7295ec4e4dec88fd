import { playerMade } from '../../rules/actions/player-created.ts';
import type { AppDeps } from '../deps.ts';
import type { Identity, PlayerStore } from './player-store.ts';
import { runAction } from './run-action.ts';

/**
 * Makes a player with the starter kit (its traits drawn with the app's rng), every starting
 * balance in the ledger under `ref`: one run of the write pipeline. Resolves to its profile id.
 * Two first sign-ins of one Discord id at once: the second loses on the unique Discord id (23505).
 */
export async function newPlayer(
  app: { deps: AppDeps; players: PlayerStore },
  who: Identity,
  ref: string,
): Promise<string> {
  const answer = await runAction(app, {
    who: { made: who },
    reducer: playerMade,
    input: null,
    answer: (_done, _ctx, row) => row.id,
    requestId: ref,
  });
  const { res, err } = answer.body as { res?: string; err?: string };
  if (answer.status !== 200 || !res) throw new Error(`the new player was refused: ${err}`);
  return res;
}
