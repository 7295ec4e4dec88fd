import type { ClaimResult, ExpeditionRunView, Reward } from '../../api/types.ts';
import { RewardReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { RewardList } from '../../ui/reward-list.tsx';

/**
 * What a claim granted: everything gathered, or nothing after a failed stage. The server's answer
 * says so when it carries `granted`; otherwise the run as it was before the claim tells.
 */
export function ClaimSummary({ run, answer }: { run: ExpeditionRunView; answer: ClaimResult }) {
  const outcome = answer.outcome ?? (!run.passed ? 'failed' : run.finished ? 'completed' : 'retreated');
  if (outcome === 'failed') {
    return <p>The last stage failed: the shards and crates gathered on this run are lost.</p>;
  }
  const granted = answer.granted ?? run.gainedRewards;
  const rewards: Reward[] = [];
  if (granted.shards > 0) rewards.push({ kind: 'shards', amount: granted.shards });
  for (const kind of granted.crates) rewards.push({ kind: 'crate', crateKind: kind, amount: 1 });
  if (answer.xpGranted) rewards.push({ kind: 'xp', amount: answer.xpGranted });
  return (
    <>
      {rewards.length ? (
        <RewardReveal intro="loot" source={`/images/map/region-${run.region}.png`} rewards={rewards} />
      ) : (
        <RewardList rewards={rewards} />
      )}
      <p className="muted" style={{ marginTop: '0.75rem' }}>
        {outcome === 'completed'
          ? 'Region complete: its level rises by one.'
          : 'You retreated: the region keeps its level. The cooldown starts now.'}
      </p>
    </>
  );
}
