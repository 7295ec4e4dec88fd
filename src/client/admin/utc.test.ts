import { describe, expect, it } from 'vitest';
import { utcInput, utcLabel } from './utc.ts';

describe('console times, in UTC', () => {
  it('reads a time without a zone as UTC, whatever the browser’s zone', () => {
    expect(utcInput('2030-05-01 18:00')).toBe('2030-05-01T18:00:00.000Z');
    expect(utcInput('2030-05-01T18:00:30')).toBe('2030-05-01T18:00:30.000Z');
    expect(utcInput(' 2030-05-01T18:00 ')).toBe('2030-05-01T18:00:00.000Z');
  });

  it('keeps a zone that is given', () => {
    expect(utcInput('2030-05-01T18:00:00Z')).toBe('2030-05-01T18:00:00.000Z');
    expect(utcInput('2030-05-01T18:00+02:00')).toBe('2030-05-01T16:00:00.000Z');
  });

  it('sends anything else as typed, for the server to refuse', () => {
    expect(utcInput('tomorrow')).toBe('tomorrow');
    expect(utcInput('2030-13-45 99:99')).toBe('2030-13-45 99:99');
    expect(utcInput(undefined)).toBe('');
  });

  it('shows a time in UTC', () => {
    expect(utcLabel('2030-05-01T18:00:00.000Z')).toBe('2030-05-01 18:00 UTC');
    expect(utcLabel('2030-05-01T20:30:00+02:00')).toBe('2030-05-01 18:30 UTC');
  });
});
