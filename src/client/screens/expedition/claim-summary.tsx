import type { ExpeditionRunView } from '../../api/types.ts';
import { RewardList } from '../../ui/reward-list.tsx';
import type { Reward } from '../../api/types.ts';

/** What a claim granted: everything gathered, or nothing after a failed stage. */
export function ClaimSummary({ run }: { run: ExpeditionRunView }) {
  if (!run.passed) return <p>The last stage failed: the shards and crates gathered on this run are lost.</p>;
  const rewards: Reward[] = [];
  if (run.gainedRewards.shards > 0) rewards.push({ kind: 'shards', amount: run.gainedRewards.shards });
  for (const kind of run.gainedRewards.crates) rewards.push({ kind: 'crate', crateKind: kind, amount: 1 });
  return (
    <>
      <RewardList rewards={rewards} />
      {run.finished ? (
        <p className="muted" style={{ marginTop: '0.75rem' }}>
          Region complete: its level rises by one, and you earn Expedition XP (3 runs a day).
        </p>
      ) : null}
    </>
  );
}
