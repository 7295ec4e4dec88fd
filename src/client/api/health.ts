import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from './client.ts';
import type { HealthView } from './types.ts';

/** GET /api/health, public. */
export function fetchHealth(): Promise<HealthView | null> {
  return publicGet<HealthView>('/health');
}

export function healthQueryOptions() {
  return queryOptions({ queryKey: ['health'] as const, queryFn: fetchHealth, staleTime: 60_000 });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
