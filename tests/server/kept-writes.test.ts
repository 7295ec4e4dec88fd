import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameError } from '../../src/rules/errors.ts';
import { settle } from '../../src/rules/ledger.ts';
import { reducer } from '../../src/rules/state.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { runAction } from '../../src/server/game/run-action.ts';
import type { PlayerState } from '../../src/rules/state.ts';
import { startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The state a game read of `p` is given now, as the store's readers see it. */
const readState = async (p: TestPlayer) => (await t.app.players.read(p.token, t.clock.now))!.state;

/** The state the last `write` below committed, as its answer was given it. */
let committed: PlayerState | undefined;

/** A write of one shard more, by session, through the one write pipeline. */
const oneShardMore = reducer<object, null>('test.shard', (state) =>
  settle(state, { ...state, shards: state.shards + 1 }, null),
);

function write(p: TestPlayer, after?: () => Promise<void>) {
  return runAction(t.app, {
    who: { session: { tokenHash: hashToken(p.token), userId: p.id } },
    reducer: oneShardMore,
    input: {},
    answer: ({ state }) => {
      committed = state;
      return state.shards;
    },
    after,
    requestId: `req-${Math.random()}`,
  });
}

describe('game writes and the kept states', () => {
  it('keep the state a write commits, which the next read then answers from', async () => {
    const p = await t.signIn();
    // A new Warlord starts full, at the maximum its drawn traits give.
    const full = (await t.call(p, 'GET', '/pocket')).json().energy as number;
    expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);
    const kept = await readState(p);
    expect(kept.energy).toBe(full - 15);
    expect(kept.expedition.hidden).toBe(false);
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.energy).toBe(full - 15);
    // The read found the row at the version kept: the database sent no state, nothing was replaced.
    expect(await readState(p)).toBe(kept);
  });

  it('read the row again once something else has changed it', async () => {
    const p = await t.signIn();
    expect((await write(p)).body).toEqual({ res: 5001 });
    // The state the write committed is the one the next read is given: the database sent none.
    const before = await readState(p);
    expect(before).toBe(committed);
    await t.grant(p, { shards: 100 }); // the operator's write, not by this session
    expect((await write(p)).body).toEqual({ res: 5102 });
    expect(await readState(p)).not.toBe(before);
    expect((await readState(p)).shards).toBe(5102);
    await t.grant(p, { shards: 100 });
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(5202);
  });

  it('keep nothing of a write that rolls back after its save', async () => {
    const p = await t.signIn();
    expect((await write(p)).body).toEqual({ res: 5001 });
    const saved = committed;
    const refused = await write(p, async () => {
      throw new GameError('Refused after the save', 409);
    });
    expect(refused).toEqual({ status: 409, body: { err: 'Refused after the save' } });
    expect(await readState(p)).toBe(saved);
    expect((await readState(p)).shards).toBe(5001);
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(5001);
    expect((await write(p)).body).toEqual({ res: 5002 });
  });

  it('give each of many writes at once the state the one before committed', async () => {
    const p = await t.signIn();
    const answers = await Promise.all(Array.from({ length: 12 }, () => write(p)));
    expect(answers.map((a) => (a.body as { res: number }).res).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => 5001 + i),
    );
    expect((await t.call(p, 'GET', '/pocket')).json().shards).toBe(5012);
  });
});
