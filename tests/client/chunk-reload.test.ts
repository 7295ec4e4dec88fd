import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, mayReload, RELOAD_GUARD_MS } from '../../src/client/app/chunk-reload.ts';
import { setFullLoad } from '../../src/client/app/navigation.ts';

const fullLoad = vi.fn();
const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => {
  sessionStorage.clear();
  setFullLoad(fullLoad);
});
afterEach(() => fullLoad.mockReset());

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
