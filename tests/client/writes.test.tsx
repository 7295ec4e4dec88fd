import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { createQueryClient } from '../../src/client/api/query-client.ts';
import { useApplyTrait } from '../../src/client/api/traits-actions.ts';
import { useClaimExpedition } from '../../src/client/api/expedition-actions.ts';
import { useOpenCrate } from '../../src/client/api/crates-actions.ts';
import { warlordQueryOptions } from '../../src/client/api/warlord.ts';
import { pocketQueryOptions } from '../../src/client/api/pocket.ts';
import { expeditionQueryOptions } from '../../src/client/api/expedition.ts';
import type { ExpeditionView } from '../../src/rules/views/expedition-view.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import type { WarlordView } from '../../src/rules/views/warlord-view.ts';
import { json, mockFetch, signInAs } from './helpers.ts';

let qc: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={qc}>{children}</QueryClientProvider>
);

beforeEach(() => {
  signInAs();
  qc = createQueryClient();
});
afterEach(() => vi.unstubAllGlobals());

describe('after a write', () => {
  it('applying a trait writes the answered Warlord into the cache and refetches the pocket', async () => {
    const warlord = { level: 2, appliedTraits: [2] } as unknown as WarlordView;
    qc.setQueryData(pocketQueryOptions().queryKey, { shards: 1 } as PocketView);
    mockFetch(json({ res: { warlord } }));
    const { result } = renderHook(() => useApplyTrait(), { wrapper });
    result.current.mutate(2);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(qc.getQueryData(warlordQueryOptions().queryKey)).toEqual(warlord);
    expect(qc.getQueryState(pocketQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('opening a crate writes the answered pocket into the cache', async () => {
    const pocket = { shards: 7500 } as PocketView;
    mockFetch(json({ res: { pocket, reward: [{ kind: 'shards', amount: 2500 }] } }));
    const { result } = renderHook(() => useOpenCrate(), { wrapper });
    result.current.mutate(0);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(qc.getQueryData(pocketQueryOptions().queryKey)).toEqual(pocket);
    expect(result.current.data?.reward).toEqual([{ kind: 'shards', amount: 2500 }]);
  });

  it('claiming an expedition hides it and replaces the claimed region', async () => {
    const before = {
      expedition: { region: 1, hidden: false, passed: true, finished: true },
      regions: [
        { id: 1, level: 1 },
        { id: 2, level: 1 },
      ],
    } as unknown as ExpeditionView;
    qc.setQueryData(expeditionQueryOptions().queryKey, before);
    mockFetch(json({ res: { region: { id: 1, level: 2 }, pocket: { shards: 9 } } }));
    const { result } = renderHook(() => useClaimExpedition(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const after = qc.getQueryData(expeditionQueryOptions().queryKey)!;
    expect(after.expedition.hidden).toBe(true);
    expect(after.regions.map((r) => r.level)).toEqual([2, 1]);
    expect(qc.getQueryData(pocketQueryOptions().queryKey)).toEqual({ shards: 9 });
  });

  it('a refused write leaves the cache as it was', async () => {
    const warlord = { level: 2 } as WarlordView;
    qc.setQueryData(warlordQueryOptions().queryKey, warlord);
    mockFetch(json({ err: 'Unknown trait' }, 404));
    const { result } = renderHook(() => useApplyTrait(), { wrapper });
    result.current.mutate(999);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(qc.getQueryData(warlordQueryOptions().queryKey)).toBe(warlord);
  });
});
