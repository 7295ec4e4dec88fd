import { Howl, Howler } from 'howler';
import { useSettings } from '../settings/settings-store.ts';

/** The game's sound effects, at /sounds/{name}.wav (scripts/generate-sounds.ts, which mixes them). */
export type SoundName =
  | 'click'
  | 'send'
  | 'pass'
  | 'fail'
  | 'reward'
  | 'crate'
  | 'gumball'
  | 'clash'
  | 'shards'
  | 'rare'
  | 'legendary'
  | 'equip'
  | 'levelup';

/** Fired on `document` for each sound played (its name in `detail`): what the browser tests count. */
export const SOUND_EVENT = 'warlords:sound';

const howls = new Map<SoundName, Howl>();
let gestured = false;

// Browsers refuse audio before a gesture; we also choose not to surprise a player who has not
// touched the page yet. This module loads late, so an earlier gesture counts too.
const markGesture = () => {
  gestured = true;
};
window.addEventListener('pointerdown', markGesture, { once: true, capture: true });
window.addEventListener('keydown', markGesture, { once: true, capture: true });

// Howler makes its AudioContext on its first call, and starting one held the page's thread 0.15 to
// 0.23 s: this module comes with the scenes' code, on the cold load's path to the first frame. The
// context starts with the first sound played instead; the mute switch follows it from then on.
let audioStarted = false;
function startAudio(): void {
  if (audioStarted) return;
  audioStarted = true;
  Howler.mute(useSettings.getState().muted);
}
useSettings.subscribe((s) => {
  if (audioStarted) Howler.mute(s.muted);
});

function hasGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return gestured || activation?.hasBeenActive === true;
}

/**
 * Plays one effect, unless muted or before the player's first gesture. The files carry the mix
 * (clicks quietest, fanfares loudest); `volume` only softens a repeat. Never throws.
 */
export function play(name: SoundName, volume = 0.8): void {
  if (useSettings.getState().muted || !hasGesture()) return;
  startAudio();
  let howl = howls.get(name);
  if (!howl) {
    howl = new Howl({ src: [`/sounds/${name}.wav`], volume, preload: true });
    howls.set(name, howl);
  }
  howl.volume(volume);
  howl.play();
  document.dispatchEvent(new CustomEvent(SOUND_EVENT, { detail: name }));
}
