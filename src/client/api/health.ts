import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as open from '../../contract/public.ts';
import type { HealthView } from './types.ts';

/** GET /api/health, public. */
export function fetchHealth(): Promise<HealthView | null> {
  return call(open.health).catch(() => null);
}

export function healthQueryOptions() {
  return queryOptions({ queryKey: ['health'] as const, queryFn: fetchHealth, staleTime: 60_000 });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
