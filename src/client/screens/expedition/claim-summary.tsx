import { useMemo, useState, useEffect } from 'react';
import type { ClaimResult } from '../../api/expedition-actions.ts';
import type { ExpeditionRunView } from '../../../rules/views/expedition-view.ts';
import type { Reward } from '../../../rules/reward.ts';
import { RewardReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';

type Outcome = NonNullable<ClaimResult['outcome']>;

/** How the claim ended: the server's word when it sends one, else what the run as it was tells. */
export function claimOutcome(run: ExpeditionRunView, answer: ClaimResult): Outcome {
  return answer.outcome ?? (!run.passed ? 'failed' : run.finished ? 'completed' : 'retreated');
}

/** What a claim granted, as reward cards: everything gathered, or nothing after a failed stage. */
export function claimRewards(run: ExpeditionRunView, answer: ClaimResult): Reward[] {
  if (claimOutcome(run, answer) === 'failed') return [];
  const granted = answer.granted ?? run.gainedRewards;
  const rewards: Reward[] = [];
  if (granted.shards > 0) rewards.push({ kind: 'shards', amount: granted.shards });
  for (const kind of granted.crates) rewards.push({ kind: 'crate', crateKind: kind, amount: 1 });
  if (answer.xpGranted) rewards.push({ kind: 'xp', amount: answer.xpGranted });
  return rewards;
}

/** What the claim means for the region, in words (shown once the rewards are face up). */
function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <p className="muted" style={{ marginTop: '0.75rem', textAlign: 'center' }}>
      {outcome === 'failed'
        ? 'The last stage failed: the shards and crates gathered on this run are lost.'
        : outcome === 'completed'
          ? 'Region complete: its level rises by one.'
          : 'You retreated: the region keeps its level. The cooldown starts now.'}
    </p>
  );
}

/**
 * The claim of a passed run, from the press: the region's picture in the well while the server
 * answers (`answer` is the write's promise), then its rewards as cards turning one by one; what
 * the claim means ("Region complete…", "You retreated…") only once every card is face up.
 */
export function ClaimSummary({ run, answer }: { run: ExpeditionRunView; answer: Promise<ClaimResult> }) {
  const rewards = useMemo(() => answer.then((a) => claimRewards(run, a)), [run, answer]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    answer.then(
      (a) => live && setOutcome(claimOutcome(run, a)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [run, answer]);
  return (
    <RewardReveal
      intro="loot"
      source={`/images/map/region-${run.region}.png`}
      rewards={rewards}
      after={outcome ? <OutcomeLine outcome={outcome} /> : null}
    />
  );
}
