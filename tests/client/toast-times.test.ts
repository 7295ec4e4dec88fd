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
    // With the way on: its button.
    const next = { label: 'Open it', onClick: vi.fn() };
    showSuccess('Basic crate bought', { trade: true, next });
    expect(success.mock.calls[2]).toEqual(['Basic crate bought', { duration: TRADE_TOAST_MS, action: next }]);
    expect(TOAST_MS).toBe(1000);
    expect(TRADE_TOAST_MS).toBeGreaterThanOrEqual(3000);
  });
});
