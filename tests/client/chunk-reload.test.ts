import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadChunk,
  mayReload,
  RELOAD_GUARD_MS,
  watchPreloadErrors,
} from '../../src/client/app/chunk-reload.ts';
import { setFullLoad } from '../../src/client/app/navigation.ts';
import { retryNow, useConnection } from '../../src/client/game/connection.ts';

const fullLoad = vi.fn();
const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Whether /api/health answers. */
let serverUp = true;

beforeEach(() => {
  sessionStorage.clear();
  setFullLoad(fullLoad);
  serverUp = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (serverUp ? new Response('{}') : Promise.reject(new TypeError('Failed to fetch')))),
  );
  useConnection.setState({ lostAt: null, waitingScreens: 0 });
});
afterEach(() => {
  fullLoad.mockReset();
  vi.unstubAllGlobals();
});

describe('chunk reload guard', () => {
  it('allows one reload per path within 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload('/pocket', 1_000)).toBe(true);
    expect(mayReload('/pocket', 1_000 + 9_999)).toBe(false);
    expect(mayReload('/craft', 1_500)).toBe(true);
    expect(mayReload('/pocket', 1_000 + 10_000)).toBe(true);
  });

  it('reloads the target page when its chunk fails to load', async () => {
    void loadChunk(broken, () => '/expedition');
    await vi.waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/expedition'), { timeout: 10_000 });
  });

  it('shows the error instead of reloading a second time within 10 s', async () => {
    void loadChunk(broken, () => '/expedition');
    await vi.waitFor(() => expect(fullLoad).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await expect(loadChunk(broken, () => '/expedition')).rejects.toThrow('Failed to fetch');
    expect(fullLoad).toHaveBeenCalledTimes(1);
  });

  it('waits in place while the server is down, never loading the page, and imports once it is back', async () => {
    serverUp = false;
    let arrives = false;
    const importer = vi.fn(() => (arrives ? Promise.resolve({ default: 2 }) : broken()));
    let result: unknown;
    void loadChunk(importer, () => '/pocket').then((m) => (result = m));
    await vi.waitFor(() => expect(useConnection.getState().waitingScreens).toBe(1));
    expect(useConnection.getState().lostAt).not.toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
    serverUp = true;
    arrives = true;
    retryNow();
    await vi.waitFor(() => expect(result).toEqual({ default: 2 }));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(useConnection.getState()).toMatchObject({ lostAt: null, waitingScreens: 0 });
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('stops waiting when the navigation is aborted', async () => {
    serverUp = false;
    const nav = new AbortController();
    const load = loadChunk(broken, () => '/pocket', nav.signal);
    await vi.waitFor(() => expect(useConnection.getState().waitingScreens).toBe(1));
    nav.abort();
    await expect(load).rejects.toThrow();
    expect(useConnection.getState().waitingScreens).toBe(0);
    expect(fullLoad).not.toHaveBeenCalled();
  });

  it('passes a loaded chunk through', async () => {
    await expect(
      loadChunk(
        () => Promise.resolve({ default: 1 }),
        () => '/x',
      ),
    ).resolves.toEqual({ default: 1 });
    expect(fullLoad).not.toHaveBeenCalled();
  });
});

describe("a screen's stylesheet that failed in an outage", () => {
  it('is fetched again once the server answers, however it was added: the failed link goes, a new one comes', async () => {
    watchPreloadErrors();
    const href = new URL('/assets/pocket-screen-x.css', document.baseURI).href;
    const failed = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    document.head.append(failed);
    serverUp = false;
    // Its load failed (the browser's error event on the link: it does not bubble).
    failed.dispatchEvent(new Event('error'));
    failed.dispatchEvent(new Event('error'));
    // Down: the banner, and the failed link still there (nothing new fetched while it is down).
    await vi.waitFor(() => expect(useConnection.getState().lostAt).not.toBeNull());
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links().filter((l) => l.href === href)).toEqual([failed]);
    serverUp = true;
    retryNow();
    await vi.waitFor(() => expect(links().find((l) => l.href === href)).not.toBe(failed));
    // One new link, however many errors were heard.
    expect(links().filter((l) => l.href === href)).toHaveLength(1);
    expect(failed.isConnected).toBe(false);
  });
});
