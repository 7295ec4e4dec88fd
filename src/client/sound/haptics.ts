import { useSettings } from '../settings/settings-store.ts';

/** The buzz of each kind of moment (ms of vibration, then pause, …); short, as the art direction asks. */
const PATTERNS = {
  press: [12],
  pass: [18],
  fail: [40, 40, 40],
  reward: [15, 30, 15],
  legendary: [30, 40, 30, 40, 80],
} as const;

export type BuzzKind = keyof typeof PATTERNS;

/** Whether this device answers to touch first (a phone or a tablet). */
function touchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** A short vibration on touch devices that have it; none when the game is muted. Never throws. */
export function buzz(kind: BuzzKind): void {
  if (useSettings.getState().muted || !touchDevice() || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate([...PATTERNS[kind]]);
  } catch {
    // A browser may refuse before the first gesture; a missing buzz is harmless.
  }
}
