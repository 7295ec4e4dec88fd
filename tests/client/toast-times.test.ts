// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success, error: vi.fn() }) }));
const { showSuccess, TOAST_MS, TRADE_TOAST_MS } = await import('../../src/client/ui/toast.ts');

describe('confirmation toasts', () => {
  it("stand the spec's second, and a trade's long enough to be read", () => {
    showSuccess('Profile saved');
    showSuccess('Bought 1 × Dagger', { trade: true });
    expect(success.mock.calls).toEqual([
      ['Profile saved', { duration: TOAST_MS }],
      ['Bought 1 × Dagger', { duration: TRADE_TOAST_MS }],
    ]);
    expect(TOAST_MS).toBe(1000);
    expect(TRADE_TOAST_MS).toBeGreaterThanOrEqual(3000);
  });
});
