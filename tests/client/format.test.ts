import { describe, expect, it } from 'vitest';
import { formatCompact } from '../../src/client/ui/format.ts';

describe('a compact balance', () => {
  it('never rounds up past what the player has', () => {
    // The review's top bar read 211K for 210,786 shards.
    expect(formatCompact(210_786)).toBe('210K');
    expect(formatCompact(999_999)).toBe('999K');
    expect(formatCompact(1_239_999)).toBe('1.23M');
    expect(formatCompact(9_999_999_999)).toBe('9.99B');
  });

  it('keeps three figures, without trailing zeros', () => {
    expect(formatCompact(505_000)).toBe('505K');
    expect(formatCompact(1_000_000)).toBe('1M');
    expect(formatCompact(1_150_000)).toBe('1.15M');
    expect(formatCompact(12_300_000)).toBe('12.3M');
    expect(formatCompact(2_000_000_000_000)).toBe('2T');
    expect(formatCompact(1_234_000_000_000_000)).toBe('1,234T');
  });

  it('writes figures below 100,000 whole', () => {
    expect(formatCompact(99_999)).toBe('99,999');
    expect(formatCompact(0)).toBe('0');
  });

  it('cuts a debt toward zero too', () => {
    expect(formatCompact(-210_786)).toBe('-210K');
  });
});
