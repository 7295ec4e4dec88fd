import { Howl, Howler } from 'howler';
import { useSettings } from '../settings/settings-store.ts';

/** The game's sound effects, at /sounds/{name}.wav (scripts/generate-sounds.ts). */
export type SoundName = 'click' | 'send' | 'pass' | 'fail' | 'reward' | 'crate' | 'gumball';

const howls = new Map<SoundName, Howl>();
let gestured = false;

// Browsers refuse audio before a gesture; we also choose not to surprise a player who has not
// touched the page yet. This module loads late, so an earlier gesture counts too.
const markGesture = () => {
  gestured = true;
};
window.addEventListener('pointerdown', markGesture, { once: true, capture: true });
window.addEventListener('keydown', markGesture, { once: true, capture: true });

Howler.mute(useSettings.getState().muted);
useSettings.subscribe((s) => Howler.mute(s.muted));

function hasGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return gestured || activation?.hasBeenActive === true;
}

/** Plays one effect, unless muted or before the player's first gesture. Never throws. */
export function play(name: SoundName, volume = 0.6): void {
  if (useSettings.getState().muted || !hasGesture()) return;
  let howl = howls.get(name);
  if (!howl) {
    howl = new Howl({ src: [`/sounds/${name}.wav`], volume, preload: true });
    howls.set(name, howl);
  }
  howl.play();
}
