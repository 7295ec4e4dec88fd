import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_MS,
  checkLatestBuild,
  isBuildStale,
  META_DELAY_MS,
  reloadIfStale,
  resetBuildCheck,
  startBuildCheck,
} from '../../src/client/app/build-check.ts';
import { setFullLoad } from '../../src/client/app/navigation.ts';
import { json, mockFetch } from './helpers.ts';

const fullLoad = vi.fn();

beforeEach(() => {
  resetBuildCheck();
  setFullLoad(fullLoad);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fullLoad.mockReset();
});

describe('new build detection', () => {
  it('asks for builds/latest.json with a timestamp query', async () => {
    const fetch = mockFetch(json({ id: 'b1', timestamp: 1 }));
    await checkLatestBuild('b1', 1_700_000_000_000);
    expect(fetch.mock.calls[0]![0]).toBe('/builds/latest.json?t=1700000000000');
  });

  it('keeps navigating in place while the id is the running one', async () => {
    mockFetch(json({ id: 'b1', timestamp: 1 }));
    expect(await checkLatestBuild('b1')).toBe(false);
    expect(reloadIfStale('/pocket')).toBe(false);
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('makes the next navigation a full page load once the id differs', async () => {
    mockFetch(json({ id: 'b2', timestamp: 2 }));
    expect(await checkLatestBuild('b1')).toBe(true);
    expect(isBuildStale()).toBe(true);
    expect(reloadIfStale('/missions?x=1')).toBe(true);
    expect(fullLoad).toHaveBeenCalledWith('/missions?x=1');
  });

  it('only logs a failed check', async () => {
    mockFetch(new TypeError('offline'));
    expect(await checkLatestBuild('b1')).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });

  it('fetches the build meta about 1000 ms after start, then polls every 60 s', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(json({ id: 'b1', timestamp: 1 }));
    const stop = startBuildCheck('b1');
    await vi.advanceTimersByTimeAsync(META_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]![0]).toBe('/builds/meta/b1.json');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(String(fetch.mock.calls[1]![0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
