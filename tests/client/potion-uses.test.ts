import { describe, expect, it } from 'vitest';
import { potionUsesText } from '../../src/client/ui/potion-uses.ts';

describe("a potion's uses in words", () => {
  it('says the uses held, then what one potion gives: never "104 / 8"', () => {
    expect(potionUsesText(104, 8)).toBe('104 uses left (8 per potion)');
    expect(potionUsesText(12, 4)).toBe('12 uses left (4 per potion)');
  });

  it('counts one use, none, and thousands as words and figures a player reads', () => {
    expect(potionUsesText(1, 4)).toBe('1 use left (4 per potion)');
    expect(potionUsesText(0, 8)).toBe('No uses left (8 per potion)');
    expect(potionUsesText(1200, 12)).toBe('1,200 uses left (12 per potion)');
  });
});
