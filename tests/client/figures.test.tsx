import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MissionsView } from '../../src/rules/views/missions-view.ts';
import { XpCategories } from '../../src/client/screens/missions/xp-categories.tsx';

describe('figures that never break', () => {
  it('holds every XP figure of the categories with its unit in one unbreakable figure', () => {
    const missions = { rewardXp: 63_100, expeditionXp: 50, totalXp: 63_150 } as unknown as MissionsView;
    const { container } = render(<XpCategories missions={missions} />);
    const dds = [...container.querySelectorAll('dd')];
    expect(dds).toHaveLength(12);
    for (const dd of dds) {
      const figure = dd.querySelector('.figure');
      expect(figure?.textContent).toBe(dd.textContent);
      expect(dd.textContent).toMatch(/^[\d,]+ XP$/);
    }
    expect(dds.at(-1)!.textContent).toBe('63,150 XP');
  });

  it('makes a figure unbreakable in the stylesheet, even where long words break anywhere', () => {
    const css = readFileSync('src/client/styles/base.css', 'utf8');
    const rule = css.match(/\n\.figure \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/white-space: nowrap/);
    expect(rule).toMatch(/overflow-wrap: normal/);
  });
});

describe('key hints', () => {
  it('shows a key hint only where a mouse hovers and points finely, never on touch', () => {
    const css = readFileSync('src/client/styles/base.css', 'utf8');
    expect(css).toMatch(/\n\.key-hint \{\s*display: none;\s*\}/);
    expect(css).toMatch(
      /@media \(hover: hover\) and \(pointer: fine\) \{\s*\.key-hint \{\s*display: inline-block;/,
    );
    const overlay = readFileSync('src/client/screens/expedition/stage-overlay.tsx', 'utf8');
    const kbds = overlay.match(/<kbd[^>]*>/g) ?? [];
    expect(kbds.length).toBeGreaterThan(0);
    for (const kbd of kbds) expect(kbd).toMatch(/className="[^"]*\bkey-hint\b/);
  });
});
