import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureReferral, storedReferral, REFERRAL_KEY } from '../../src/client/referral/referral.ts';
import { fetchProfile } from '../../src/client/api/profile.ts';
import { json, mockFetch, signInAs } from './helpers.ts';

const PROFILE = { id: 'p-42', createdAt: '2026-01-01T00:00:00.000Z' };

beforeEach(() => {
  localStorage.clear();
  signInAs();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('referral', () => {
  it('keeps ref_id from the query string in localStorage', () => {
    captureReferral('?ref_id=friend-9&x=1');
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('friend-9');
  });

  it('leaves a kept ref_id alone when the query string has none', () => {
    captureReferral('?ref_id=friend-9');
    captureReferral('?other=1');
    expect(storedReferral()).toBe('friend-9');
  });

  it('sends the kept ref_id with the profile call and removes it after the reply', async () => {
    captureReferral('?ref_id=friend-9');
    const fetch = mockFetch(json(PROFILE));
    await expect(fetchProfile()).resolves.toEqual(PROFILE);
    expect(fetch.mock.calls[0]![0]).toBe('/api/p-42/profile?ref_id=friend-9');
    expect(storedReferral()).toBeNull();
  });

  it('removes it after an error reply too', async () => {
    captureReferral('?ref_id=friend-9');
    mockFetch(json({ err: 'bad' }, 400));
    await expect(fetchProfile()).rejects.toThrow();
    expect(storedReferral()).toBeNull();
  });

  it('keeps it when no reply came (network failure), for the next profile call', async () => {
    captureReferral('?ref_id=friend-9');
    mockFetch(new TypeError('offline'));
    await expect(fetchProfile()).rejects.toThrow();
    expect(storedReferral()).toBe('friend-9');
  });

  it('calls /profile without a query when no referral is kept', async () => {
    const fetch = mockFetch(json(PROFILE));
    await fetchProfile();
    expect(fetch.mock.calls[0]![0]).toBe('/api/p-42/profile');
  });
});
