import { buzz } from './haptics.ts';
import type { SoundName } from './sound.ts';

/**
 * Every press of a button answers with a click (or the sound its `data-sound` names: the Send
 * button's horn) and, on touch devices, a short buzz (both off when muted). The sound module (and
 * howler) loads with the first press, so pages that are never pressed never fetch it; the haptics
 * (a few lines, also in the level-up banner of every game screen) come with this module.
 */
export function installPressFeedback(): void {
  document.addEventListener(
    'pointerdown',
    (e) => {
      const target =
        e.target instanceof Element ? e.target.closest('button, [role="button"], a.button') : null;
      if (!target || (target as HTMLButtonElement).disabled) return;
      if (target.getAttribute('aria-disabled') === 'true') return;
      const named = (target as HTMLElement).dataset.sound as SoundName | undefined;
      void import('./sound.ts').then((s) => s.play(named ?? 'click'));
      buzz('press');
    },
    { capture: true, passive: true },
  );
}
