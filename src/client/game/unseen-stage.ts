import type { ExpeditionRunView } from '../../rules/views/expedition-view.ts';
import type { StageResult } from './game-store.ts';

/**
 * The stage this browser sent and has not shown yet, per player (localStorage): a reload, a
 * back/forward or a closed tab during a stage run loses the page's state, not the server's
 * verdict, and the player who has not seen the stage's run sees it on return (the expedition
 * screen replays it). A stage is seen once its verdict was on screen (the run's, or the card's).
 */
const KEY = 'warlords-stage-sent';

/** What the page knew of a stage when it sent it. */
export interface SentStage {
  region: number;
  stage: number;
  maxStage: number;
  chance: number;
  /** The run's gathered shards before the stage (the counter's start). */
  gatheredBefore: number;
}

const keyOf = (player: string) => `${KEY}:${player}`;

function read(player: string): SentStage | null {
  try {
    const s = JSON.parse(localStorage.getItem(keyOf(player)) ?? 'null') as SentStage | null;
    return s && typeof s.region === 'number' && typeof s.stage === 'number' ? s : null;
  } catch {
    return null;
  }
}

/** A stage is sent: until it is seen, a return to the expedition replays it. */
export function noteSent(player: string, sent: SentStage): void {
  try {
    localStorage.setItem(keyOf(player), JSON.stringify(sent));
  } catch {
    // A browser without storage replays nothing (the card still shows the result).
  }
}

/** The stage's verdict was on screen (or its send was refused): it is not replayed. */
export function noteSeen(player: string, region: number, stage: number): void {
  const s = read(player);
  if (s && s.region === region && s.stage === stage) {
    try {
      localStorage.removeItem(keyOf(player));
    } catch {
      // Nothing stored.
    }
  }
}

/**
 * The stage this browser sent and never showed, as the run's result, when the server's run says
 * it was decided: the run in its region, past that stage (passed) or stopped at it (failed). A run
 * since claimed or moved to another region forgets it; a send the server never received (the run
 * still at that stage, passed) is not replayed. `how` is not in GET /expedition: a passed stage
 * replays as a fight.
 */
export function unseenStage(player: string, run: ExpeditionRunView): StageResult | null {
  const s = read(player);
  if (!s) return null;
  if (run.hidden || run.region !== s.region) {
    noteSeen(player, s.region, s.stage);
    return null;
  }
  const decided = run.passed ? run.stage === s.stage + 1 : run.stage === s.stage;
  if (!decided) return null;
  const after = run.gainedRewards.shards;
  return {
    region: s.region,
    stage: s.stage,
    passed: run.passed,
    finished: run.finished ?? (!run.passed || run.stage > s.maxStage),
    shardsGained: Math.max(0, after - s.gatheredBefore),
    gatheredBefore: s.gatheredBefore,
    gatheredAfter: after,
    chance: s.chance,
    how: run.passed ? 'power' : 'defeat',
  };
}
