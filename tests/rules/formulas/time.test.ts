import { describe, expect, it } from 'vitest';
import { HOUR_MS, remainingText, utcDay } from '../../../src/rules/formulas/time.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('utcDay', () => {
  it.each([
    [Date.UTC(2026, 0, 10, 0, 0, 0), '2026-01-10'],
    [Date.UTC(2026, 0, 10, 23, 59, 59, 999), '2026-01-10'],
    [Date.UTC(2026, 0, 11, 0, 0, 0), '2026-01-11'],
    [Date.UTC(2025, 11, 31, 23, 0, 0), '2025-12-31'],
  ])('%i is on %s', (now, day) => {
    expect(utcDay(now)).toBe(day);
  });
});

describe('remainingText', () => {
  it.each([
    // days + hours
    [2 * D + 3 * H + 5 * M, '2d 3h'],
    [D, '1d 0h'],
    // hours + minutes
    [H + 5 * M + 30 * S, '1h 5m'],
    [23 * H + 59 * M + 59 * S, '23h 59m'],
    // minutes + seconds
    [4 * M + 10 * S, '4m 10s'],
    [M, '1m 0s'],
    // seconds
    [9 * S, '9s'],
    [59 * S, '59s'],
  ])('%i ms reads %s', (ms, text) => {
    expect(remainingText(ms)).toBe(text);
  });

  it('rounds a part of a second up, so it never shows 0s while time is left', () => {
    expect(remainingText(1)).toBe('1s');
    expect(remainingText(59_500)).toBe('1m 0s');
  });

  it('reads 0s when nothing is left', () => {
    expect(remainingText(0)).toBe('0s');
    expect(remainingText(-5000)).toBe('0s');
  });

  it('has an hour of 3,600,000 ms', () => {
    expect(HOUR_MS).toBe(3_600_000);
  });
});
