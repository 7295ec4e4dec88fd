/**
 * The HUD's height and the tab bar's (CSS px; the tab bar is 0 where it is not shown), read from
 * the page's CSS variables: the scenes draw under both, and keep what matters clear of them.
 */
export function hudInsets(): { top: number; bottom: number } {
  const css = getComputedStyle(document.documentElement);
  const px = (name: string) => Number.parseFloat(css.getPropertyValue(name)) || 0;
  return { top: px('--hud-h'), bottom: px('--tabs-h') };
}
