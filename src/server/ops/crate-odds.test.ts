import { describe, expect, it } from 'vitest';
import { CRATE_KINDS, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { CRATE_TABLES, drawOpening, type DropTable } from '../../rules/catalog/drop-tables.ts';
import { seededRng, type Rng } from '../../rules/rng.ts';
import { crateOddsOf, type KindDraws } from './crate-odds.ts';

/** `openings` crates of one kind drawn from `table` (the published one, or a rigged one). */
function sample(
  rng: Rng,
  kind: CrateKind,
  openings: number,
  table: DropTable = CRATE_TABLES[kind],
): KindDraws {
  const counts = table.entries.map(() => 0);
  for (let i = 0; i < openings; i++) for (const e of drawOpening(rng, table).entries) counts[e]!++;
  return { kind, opened: openings, counts };
}

const pValueOf = (d: KindDraws) => crateOddsOf([d])[0]!.test!.pValue;

describe('the crate odds test on the draws recorded', () => {
  it('passes fair openings: p above 0.01 in about 99% of fair samples, for every kind', () => {
    const rng = seededRng(2027);
    for (const kind of CRATE_KINDS) {
      const samples = 300;
      let passed = 0;
      for (let s = 0; s < samples; s++) if (pValueOf(sample(rng, kind, 150)) > 0.01) passed++;
      // 99% expected: 97% is four standard deviations below it for 300 samples.
      expect(passed / samples, `kind ${kind}`).toBeGreaterThanOrEqual(0.97);
    }
  });

  it('passes 150 fair Energy-heavy openings that the ledger reading flagged as rigged', () => {
    // Advanced crates (kind 1) hold a 60-energy outcome: every draw counts, energy ones included.
    const odds = crateOddsOf([sample(seededRng(5), 1, 150)])[0]!;
    expect(odds.draws).toBe(600);
    expect(odds.rewards.find((r) => r.reward.includes('energy'))!.observed).toBeGreaterThan(0);
    expect(odds.test!.pValue).toBeGreaterThan(0.01);
  });

  it('catches a skewed table', () => {
    const rng = seededRng(99);
    const fair = CRATE_TABLES[0];
    // Shards twice as likely as published, the card outcomes a little less.
    const rigged: DropTable = {
      ...fair,
      entries: fair.entries.map((e) => (e.reward.kind === 'shards' ? { ...e, weight: e.weight * 2 } : e)),
    };
    let caught = 0;
    for (let s = 0; s < 100; s++) if (pValueOf(sample(rng, 0, 300, rigged)) < 0.001) caught++;
    expect(caught).toBeGreaterThanOrEqual(95);
    // A table always giving its first outcome is caught at once.
    const always: DropTable = {
      ...fair,
      entries: fair.entries.map((e, i) => ({ ...e, weight: i === 0 ? 1 : 0 })),
    };
    expect(pValueOf(sample(rng, 0, 50, always))).toBeLessThan(1e-6);
  });

  it('reports each outcome beside its odds', () => {
    const odds = crateOddsOf([{ kind: 0, opened: 2, counts: [2, 1, 0, 1, 1, 1] }]);
    expect(odds[0]).toMatchObject({ kind: 0, name: 'Basic', opened: 2, draws: 6 });
    expect(odds[0]!.rewards[0]).toMatchObject({ odds: 40, expected: 2.4, observed: 2, frequency: 33.33 });
  });
});
