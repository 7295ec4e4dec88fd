import type { SoundName } from './sound.ts';
import type { BuzzKind } from './haptics.ts';

/**
 * A sound and a buzz for what the screens show themselves (the reward moments, whose pop-up comes
 * with the screens that open it; the level-up banner and burst; the sound switch): howler and the
 * haptics load with the first sound, not with those screens (scripts/client-sizes.ts holds them to
 * that).
 */
export const playLater = (name: SoundName, volume: number): void =>
  void import('./sound.ts').then((s) => s.play(name, volume));
export const buzzLater = (kind: BuzzKind): void => void import('./haptics.ts').then((h) => h.buzz(kind));
