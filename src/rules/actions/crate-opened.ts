import { CRATE_NAMES, isCrateKind, type CrateKind } from '../catalog/crate-kinds.ts';
import { CRATE_TABLES, drawOpening } from '../catalog/drop-tables.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { receiveAll, type Reward } from '../reward.ts';
import { reducer } from '../state.ts';

/**
 * `crate.opened`: opens one owned crate of a kind. It draws the kind's published table (`rolls`
 * rewards, a MegaItem always with one potion) and grants them; the answer lists what was granted
 * (a trait card that does not fit comes back as shards with a note). Its `crate.drawn` event says
 * which entry of the table each roll drew, for the odds test (the server records it).
 */
export const crateOpened = reducer<{ kind: number }, { kind: CrateKind; reward: Reward[] }>(
  'crate.opened',
  (before, { kind }, { now, rng }) => {
    ensure(isCrateKind(kind), `Unknown crate kind ${kind}`, 404);
    const state = prepare(before, now);
    const key = String(kind);
    const owned = state.crates[key] ?? 0;
    ensure(owned > 0, `You have no ${CRATE_NAMES[kind]} crate`);
    const crates = { ...state.crates };
    if (owned === 1) delete crates[key];
    else crates[key] = owned - 1;
    const { rewards, entries } = drawOpening(rng, CRATE_TABLES[kind]);
    const { state: after, granted } = receiveAll({ ...state, crates }, rewards);
    return settle(before, after, { kind, reward: granted }, [{ type: 'crate.drawn', kind, entries }]);
  },
);
