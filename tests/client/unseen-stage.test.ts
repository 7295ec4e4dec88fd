import { beforeEach, describe, expect, it } from 'vitest';
import type { ExpeditionRunView } from '../../src/rules/views/expedition-view.ts';
import { noteSeen, noteSent, unseenStage } from '../../src/client/game/unseen-stage.ts';

const run = (patch: Partial<ExpeditionRunView>): ExpeditionRunView => ({
  region: 3,
  regionLevel: 1,
  stage: 2,
  passed: true,
  hidden: false,
  finished: false,
  gainedRewards: { shards: 0, crates: [] },
  complexities: [],
  ...patch,
});

const SENT = { region: 3, stage: 2, maxStage: 3, chance: 0.7, gatheredBefore: 500 };

describe('an unseen stage', () => {
  beforeEach(() => localStorage.clear());

  it('is replayed with the server outcome once the server has decided it: passed', () => {
    noteSent('p1', SENT);
    const result = unseenStage('p1', run({ stage: 3, gainedRewards: { shards: 1200, crates: [] } }));
    expect(result).toEqual({
      region: 3,
      stage: 2,
      passed: true,
      finished: false,
      shardsGained: 700,
      gatheredBefore: 500,
      gatheredAfter: 1200,
      chance: 0.7,
      how: 'power',
    });
  });

  it('is replayed as a defeat when the run stopped at it', () => {
    noteSent('p1', SENT);
    const result = unseenStage(
      'p1',
      run({ stage: 2, passed: false, finished: true, gainedRewards: { shards: 500, crates: [] } }),
    );
    expect(result).toMatchObject({ passed: false, finished: true, how: 'defeat', shardsGained: 0 });
  });

  it('is not replayed when the server never got it, nor once seen, nor for another player', () => {
    noteSent('p1', SENT);
    // The run still at that stage, passed: the send did not arrive.
    expect(unseenStage('p1', run({ stage: 2, passed: true }))).toBeNull();
    expect(unseenStage('p2', run({ stage: 3 }))).toBeNull();
    noteSeen('p1', 3, 2);
    expect(unseenStage('p1', run({ stage: 3 }))).toBeNull();
  });

  it('is forgotten once the run was claimed or moved to another region', () => {
    noteSent('p1', SENT);
    expect(unseenStage('p1', run({ hidden: true }))).toBeNull();
    // Forgotten: the same run state later does not bring it back.
    expect(unseenStage('p1', run({ stage: 3 }))).toBeNull();
    noteSent('p1', SENT);
    expect(unseenStage('p1', run({ region: 4, stage: 3 }))).toBeNull();
    expect(unseenStage('p1', run({ stage: 3 }))).toBeNull();
  });

  it('keeps a newer stage when an older one is marked seen', () => {
    noteSent('p1', SENT);
    noteSeen('p1', 3, 1);
    expect(unseenStage('p1', run({ stage: 3 }))).not.toBeNull();
  });
});
