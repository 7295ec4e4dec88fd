import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOST_FILL, PILL_FILL } from '../../src/client/scenes/stage-run/stage-palette.ts';

type Rgb = [number, number, number];
const rgb = (hex: string | number): Rgb => {
  const n = typeof hex === 'number' ? hex : parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG contrast ratio of two colours. */
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
/** `top` at `alpha` over `under`. */
const over = (top: Rgb, alpha: number, under: Rgb): Rgb =>
  top.map((v, i) => Math.round(v * alpha + under[i]! * (1 - alpha))) as Rgb;

/** A theme's colour tokens (light is :root, dark the data-theme block), var() followed. */
function tokens(mode: 'light' | 'dark'): Record<string, string> {
  const css = readFileSync('src/client/styles/theme.css', 'utf8');
  const darkAt = css.indexOf(":root[data-theme='dark']");
  const light = css.slice(0, darkAt);
  const block = mode === 'light' ? light : light + css.slice(darkAt);
  const out: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) out[name!] = value!.trim();
  const resolve = (v: string): string => {
    const ref = v.match(/^var\((--[\w-]+)\)$/);
    return ref ? resolve(out[ref[1]!]!) : v;
  };
  for (const k of Object.keys(out)) out[k] = resolve(out[k]!);
  return out;
}

describe('contrast of what the review could not read (WCAG AA, 4.5:1)', () => {
  it('reads "2,089 shards lost" on its pill over any sky, the palest and the darkest', () => {
    const pill = rgb(PILL_FILL.color);
    for (const sky of ['#ffffff', '#f5c27a', '#a0523c', '#000000']) {
      const under = over(pill, PILL_FILL.alpha, rgb(sky));
      expect([sky, contrast(rgb(LOST_FILL), under)]).toEqual([sky, expect.any(Number)]);
      expect(contrast(rgb(LOST_FILL), under)).toBeGreaterThanOrEqual(4.5);
    }
    // The verdict's orange it used before fell short over a pale sky.
    expect(contrast(rgb('#f97316'), over(rgb(0x1b1f2a), 0.78, rgb('#ffffff')))).toBeLessThan(4.5);
  });

  it.each(['light', 'dark'] as const)('draws a disabled button in words that read (%s)', (mode) => {
    const t = tokens(mode);
    expect(contrast(rgb(t['--muted']!), rgb(t['--surface-2']!))).toBeGreaterThanOrEqual(4.5);
    const css = readFileSync('src/client/styles/components.css', 'utf8');
    const rule = css.match(/\n\.button:disabled,\n\.button\[aria-disabled='true'\] \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/opacity: 1;/);
    expect(rule).toMatch(/background: var\(--surface-2\);/);
    expect(rule).toMatch(/color: var\(--muted\);/);
  });

  it.each(['light', 'dark'] as const)(
    'sets the level-up banner’s words on plates the sparks pass behind (%s)',
    (mode) => {
      const t = tokens(mode);
      const css = readFileSync('src/client/ui/level-up/level-up.css', 'utf8');
      const rule = css.match(/\n\.level-up > p \{([^}]*)\}/)?.[1] ?? '';
      expect(rule).toMatch(/z-index: 1;/);
      expect(rule).toMatch(/background: var\(--parchment\);/);
      // The line's ink and the kicker's gold on that plate.
      expect(contrast(rgb(t['--ink']!), rgb(t['--parchment']!))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(t['--primary-strong']!), rgb(t['--parchment']!))).toBeGreaterThanOrEqual(4.5);
    },
  );
  it.each(['light', 'dark'] as const)(
    'draws the run screen’s parchment (stakes, slips, potions, buttons over the land) in the mode’s palette (%s)',
    (mode) => {
      // Day parchment stayed day parchment at night: light slips over the dark camp's screens.
      const t = tokens(mode);
      const css = readFileSync('src/client/screens/expedition/expedition.css', 'utf8');
      for (const selector of [
        '.stage-overlay__ghost',
        '.stage-overlay__slip',
        '.press-on',
        '.run-loss',
        '.potion-strip',
        '.potion-strip__pick,\n.potion-picker__option',
        '.potion-picker',
      ]) {
        const rule = css.match(new RegExp(`\\n${selector.replace(/[.*]/g, '\\$&')} \\{([^}]*)\\}`))?.[1];
        expect([selector, rule !== undefined]).toEqual([selector, true]);
        // Colours from the tokens only: no fixed hex or rgb() in its background, words or outline.
        for (const [, prop, value] of rule!.matchAll(/\n\s*(background|color|border)[\w-]*:\s*([^;]+);/g))
          expect([selector, prop, value]).toEqual([
            selector,
            prop,
            expect.not.stringMatching(/#[0-9a-f]{3,8}\b|rgb\(/i),
          ]);
      }
      // The words on that parchment (over any land: 94% of it over white or black) read at 4.5:1.
      for (const land of ['#ffffff', '#000000']) {
        const slip = over(rgb(t['--parchment']!), 0.94, rgb(land));
        for (const ink of ['--ink', '--success', '--danger-text', '--muted'])
          expect([land, ink, contrast(rgb(t[ink]!), slip) >= 4.5]).toEqual([land, ink, true]);
      }
    },
  );
});
