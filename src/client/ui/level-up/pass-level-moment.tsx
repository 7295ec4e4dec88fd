import type { CSSProperties } from 'react';
import { create } from 'zustand';
import { battlePassRewards } from '../../../rules/formulas/battle-pass.ts';
import type { MissionsView } from '../../../rules/views/missions-view.ts';
import type { Reward } from '../../../rules/reward.ts';
import { useDialogs } from '../../dialogs/dialog-store.ts';
import { useGame } from '../../game/game-store.ts';
import { useHolding } from '../../game/reveal-hold.ts';
import { GameImage } from '../game-image.tsx';
import { MedalIcon } from '../icons.tsx';
import { CurrencyIcon, mergeRewards, rewardImage, rewardText } from '../reward-list.tsx';
import { LevelCelebration } from './level-celebration.tsx';

/** A battle pass level reached, waiting for (or showing) its moment. */
export interface PassLevelUp {
  /** Counts every one seen, so two in a row are two moments. */
  id: number;
  from: number;
  to: number;
  /** What the levels reached bring (claimed on Missions). */
  rewards: Reward[];
}

export const usePassLevelUp = create<{ up: PassLevelUp | null }>(() => ({ up: null }));

let seen = 0;

/**
 * What the levels from `from` (excluded) to `to` bring: the rules' battle pass catalog as the
 * server listed it (its next levels, with the vouchers' stock), else the catalog itself.
 */
export function passLevelRewards(
  missions: Pick<MissionsView, 'battlePass'>,
  from: number,
  to: number,
): Reward[] {
  const listed = new Map(missions.battlePass.nextRewards.map((l) => [l.level, l.reward]));
  const out: Reward[] = [];
  for (let level = from + 1; level <= to; level++)
    out.push(...(listed.get(level) ?? battlePassRewards(level, 1)));
  return out;
}

/**
 * A battle pass level reached (from the server's answers: notice-timers.ts's watchProgress): its
 * moment waits for the screen to be free. One not yet shown grows to the new level, from where
 * it started.
 */
export function raisePassLevelUp(missions: Pick<MissionsView, 'battlePass'>, from: number, to: number): void {
  if (to <= from) return;
  const waiting = usePassLevelUp.getState().up;
  const start = waiting && waiting.to === from ? waiting.from : from;
  usePassLevelUp.setState({
    up: { id: ++seen, from: start, to, rewards: passLevelRewards(missions, start, to) },
  });
}

function done(id: number): void {
  usePassLevelUp.setState((s) => (s.up?.id === id ? { up: null } : {}));
}

/** One reward in words with its small picture (its drawn icon for a currency). */
function Unlock({ r }: { r: Reward }) {
  const art = rewardImage(r);
  return (
    <li>
      <span className="celebration__unlock-art" aria-hidden="true">
        {art ? <GameImage src={art} alt="" eager /> : <CurrencyIcon kind={r.kind} />}
      </span>
      {rewardText(r)}
    </li>
  );
}

/**
 * The moment a battle pass level is reached: the level celebration (its rise, rays, level-up
 * sound, standing until read), the medal large, "Level 3 → 4" and what the new level brings. It
 * waits, as the Warlord's banner does, for any pop-up, for a reveal's held figures (a claim's
 * reveal plays first) and for the Warlord's own banner.
 */
export function PassLevelMoment() {
  const up = usePassLevelUp((s) => s.up);
  const blocked = useDialogs((s) => s.dialogs.length > 0);
  const holding = useHolding();
  const banner = useGame((s) => s.levelUp !== null);
  if (!up || blocked || holding || banner) return null;
  const rewards = mergeRewards(up.rewards);
  return (
    <LevelCelebration
      key={up.id}
      kicker="Level up!"
      name="Battle pass"
      icon={<MedalIcon />}
      rarity={3}
      unnamedRarity
      from={up.from}
      to={up.to}
      rises={[]}
      origin={null}
      onDone={() => done(up.id)}
    >
      {rewards.length > 0 ? (
        <div
          className="celebration__unlocks celebration__pop"
          style={{ ['--line' as string]: 1 } as CSSProperties}
          data-testid="celebration-unlocks"
        >
          <p className="celebration__unlocks-head">Unlocked, to claim on Missions:</p>
          <ul>
            {rewards.map((r, i) => (
              <Unlock key={i} r={r} />
            ))}
          </ul>
        </div>
      ) : null}
    </LevelCelebration>
  );
}
