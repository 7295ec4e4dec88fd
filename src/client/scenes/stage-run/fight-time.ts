import type { gsap } from 'gsap';
import { FRAME_AT_MOST_MS } from '../shared/shown-time.ts';

/**
 * The most a frame moves the fight on (ms), from the foe's entrance until the counter has counted
 * up (the outcome's label `counted`): every beat (a hit-stop of 60 ms, the 250 ms shake, the
 * shards' 500 ms flight, each step of the count) is drawn in frames of its own however few the page
 * draws (shown-time.ts). At 20 frames a second or more the fight plays in real time; slower, it
 * plays slower rather than unseen.
 */
export const FIGHT_FRAME_MS = 50;

/**
 * The most a frame moves the outcome `tl` on at its `time` (s): FIGHT_FRAME_MS until its counter has
 * counted up (its label `counted`), then FRAME_AT_MOST_MS (the verdict stays up to be read: no beat
 * left to miss).
 */
export function fightFrameMs(tl: gsap.core.Timeline, time: number): number {
  const counted = tl.labels.counted;
  return counted === undefined || time < counted ? FIGHT_FRAME_MS : FRAME_AT_MOST_MS;
}
