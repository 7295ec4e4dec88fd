import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the HUD gives up, in order, when its row does not fit the window (large balances, a high
 * level, a long countdown): the brand word first (the avatar still leads to the Warlord), then the
 * energy countdown's words (the figure stays; the countdown is on /pocket and in its title), last
 * the inline screen links (they go into the Menu button, as on a narrower window): a way to every
 * screen in sight matters more than the countdown's words (a touch tablet lying down lost its
 * links to the Menu where its portrait had them all in the tab bar).
 */
export const HUD_FIT_STEPS = ['hud--no-brand', 'hud--tight', 'hud--menu'] as const;

/**
 * Sets the fewest steps on `header` for its row to fit: from none, one more while its content is
 * wider than its box. Synchronous (forced layouts of the one row), so no frame shows it clipped.
 */
export function fitHud(header: HTMLElement): number {
  header.classList.remove(...HUD_FIT_STEPS);
  let steps = 0;
  while (steps < HUD_FIT_STEPS.length && header.scrollWidth > header.clientWidth + 1) {
    header.classList.add(HUD_FIT_STEPS[steps]!);
    steps++;
  }
  header.setAttribute('data-fit', String(steps));
  return steps;
}

/**
 * Keeps the HUD fitted: on mount, whenever its text or children change (a balance counting up,
 * the countdown ticking, the pocket arriving; a mutation is seen before the frame is painted) and
 * when the window resizes.
 */
export function useHudFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const fit = () => void fitHud(header);
    fit();
    const watch = new MutationObserver(fit);
    watch.observe(header, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', fit);
    // Fonts arriving change the widths of the words.
    void document.fonts?.ready.then(() => header.isConnected && fit());
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
}
