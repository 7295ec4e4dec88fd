/** What the stage run shows: the march while the server answers, then the server's outcome. */
export type StagePhase = 'travel' | 'stealth' | 'power' | 'defeat';

/** The phase for a stage under way or its result (`how` is the server's word on the outcome). */
export function stagePhase(
  running: boolean,
  result: { passed: boolean; how?: 'stealth' | 'power' | 'defeat' } | null,
): StagePhase | null {
  if (running) return 'travel';
  if (!result) return null;
  if (!result.passed) return 'defeat';
  return result.how === 'stealth' ? 'stealth' : 'power';
}
