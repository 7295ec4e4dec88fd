import { useEffect, useState } from 'react';
import { BATTLE_PASS_LEVELS } from '../../../rules/formulas/battle-pass.ts';
import { formatNumber } from '../../ui/format.ts';
import { laterLevelsLine, nextLevelLine, nextLevelShare, shownLevelsLine } from './battle-pass-words.ts';
import { useBattlePassLeft } from '../../api/battle-pass-left.ts';
import { useClaimBattlePass } from '../../api/battle-pass-claim.ts';
import type { MissionsView } from '../../../rules/views/missions-view.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { RewardFace, rewardTileClass } from '../../ui/reward-list.tsx';
import { preloadReveal, RewardReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import type { Reward } from '../../../rules/reward.ts';
import { VoucherStock } from './voucher-stock.tsx';
import { ClaimedLevels } from './claimed-levels.tsx';

/**
 * The picture the claim's reveal bursts, known before the press (the levels' rewards are on the
 * page): the first crate those levels grant, else a Basic crate as the levels' chest.
 */
function claimPicture(rewards: readonly Reward[]): string {
  const crate = rewards.find((r) => r.kind === 'crate')?.crateKind;
  return crateImage(crate !== undefined && isCrateKind(crate) ? crate : 0);
}

/** The battle pass: level, medals, fill of the current level, the next ten rewards, claim. */
export function BattlePass({ missions }: { missions: MissionsView }) {
  const limits = useBattlePassLeft();
  const claim = useClaimBattlePass();
  const { level: reached, medals, nextRewards: upcoming } = missions.battlePass;
  // The bar counts what its line says (medals of the next level's), not the view's `fill`.
  const share = nextLevelShare(medals, reached);
  const claimed = missions.battlePassLevelClaimed;
  const canClaim = reached > claimed;

  const ready = reached - claimed;
  const later = laterLevelsLine(upcoming.at(-1)?.level ?? claimed);
  const [claiming, setClaiming] = useState(false);

  /** What the next `count` levels grant, as the page lists them. */
  const levelRewards = (count: number): Reward[] =>
    upcoming.filter(({ level }) => level > claimed && level <= claimed + count).flatMap((l) => l.reward);
  // The claims' pictures (all levels, or the next one only) are fetched ahead of the press: the
  // pop-up opens on its picture.
  const pictureAll = claimPicture(levelRewards(Math.max(1, ready)));
  const pictureOne = claimPicture(levelRewards(1));
  useEffect(() => {
    if (!canClaim) return;
    preloadReveal(pictureAll);
    preloadReveal(pictureOne);
  }, [canClaim, pictureAll, pictureOne]);

  /**
   * Claims `count` levels in one write and reveals everything they gave in one pop-up, opened on
   * the press with the levels' chest in its well while the server answers (as a crate's); the
   * figures stay held from the press to the end of that reveal. A refusal closes the pop-up (the
   * api's error toast says why).
   */
  const onClaim = (count: number) => {
    const failed = new AbortController();
    setClaiming(true);
    const answer = claim.mutateAsync(count).finally(() => setClaiming(false));
    answer.catch(() => failed.abort());
    const rewards = answer.then((res) => res.reward);
    rewards.catch(() => undefined);
    const asked = [claimed + 1, claimed + count] as const;
    void openDialog({
      title: count > 1 ? `Battle pass levels ${asked[0]} to ${asked[1]}` : `Battle pass level ${asked[0]}`,
      body: (
        <RewardReveal
          intro="loot"
          source={claimPicture(levelRewards(count))}
          rewards={rewards}
          after={<ClaimedLevels asked={asked} answer={answer} />}
        />
      ),
      confirmText: 'Continue',
      confirmWaits: true,
      signal: failed.signal,
      variant: 'stage',
    });
  };

  return (
    <section className="card section" aria-labelledby="battle-pass">
      <div className="section__head">
        <h2 id="battle-pass">Battle pass</h2>
        <span>
          Level <strong>{reached}</strong> of {BATTLE_PASS_LEVELS} · {formatNumber(medals)}{' '}
          {medals === 1 ? 'medal' : 'medals'} · claimed {claimed}
        </span>
        {/* More than one level reached: claiming them all is the one obvious action (the review
            of issue 24 saw only "Claim level 1"); one level at a time stays beside it. */}
        <span className="button-row">
          {ready > 1 ? (
            <>
              <button className="button button--primary" disabled={claiming} onClick={() => onClaim(ready)}>
                Claim all {ready} levels
              </button>
              <button className="button" disabled={claiming} onClick={() => onClaim(1)}>
                Claim level {claimed + 1} only
              </button>
            </>
          ) : (
            <button
              className="button button--primary"
              disabled={!canClaim || claiming}
              onClick={() => onClaim(1)}
            >
              {canClaim ? `Claim level ${claimed + 1}` : 'Nothing to claim'}
            </button>
          )}
        </span>
      </div>
      <div
        className="bar"
        role="progressbar"
        aria-label="Medals toward the next level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={nextLevelLine(medals, reached)}
      >
        <div className="bar__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="muted" style={{ marginTop: '0.4rem' }}>
        {nextLevelLine(medals, reached)}
      </p>
      <p className="bp-levels__head">{shownLevelsLine(upcoming.map((l) => l.level))}</p>
      <ol className="bp-levels">
        {upcoming.map(({ level, reward }) => (
          <BattlePassLevel key={level} level={level} reward={reward} reached={reached} />
        ))}
      </ol>
      {later ? <p className="muted bp-levels__later">{later}</p> : null}
      <VoucherStock limits={limits.data} />
    </section>
  );
}

/**
 * One level of the list as a tile read at a glance (fresh players' reviews asked for pictures): its
 * number in a badge, "Ready" (reached, not claimed: a gold frame) or "Next" (the level being
 * earned), and each reward as the reveal's tile, smaller: its picture (alt="", its words are
 * under it), the reward in words, its rarity by the frame's colour and by its mark and word.
 */
function BattlePassLevel({ level, reward, reached }: { level: number; reward: Reward[]; reached: number }) {
  const state = level <= reached ? 'ready' : level === reached + 1 ? 'next' : null;
  return (
    <li className={`card bp-level${state ? ` bp-level--${state}` : ''}`}>
      <span className="bp-level__badge">
        <span className="bp-level__word">Level</span> <span className="bp-level__number">{level}</span>
      </span>
      {state === 'ready' ? (
        <span className="bp-level__tag bp-level__tag--ready">
          Ready<span className="visually-hidden"> to claim</span>
        </span>
      ) : state === 'next' ? (
        <span className="bp-level__tag bp-level__tag--next">
          Next<span className="visually-hidden"> to reach</span>
        </span>
      ) : null}
      <ul className="bp-level__rewards">
        {reward.map((r, i) => (
          <li key={i} className={rewardTileClass(r)}>
            <RewardFace r={r} />
          </li>
        ))}
      </ul>
    </li>
  );
}
