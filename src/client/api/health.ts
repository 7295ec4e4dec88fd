import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as open from '../../contract/public.ts';
import type { AnswerOf } from '../../contract/request.ts';

export type HealthView = AnswerOf<typeof open.health>;

/** GET /api/health, public. A failure fails the query (the query client tells it: call-errors.ts). */
export function fetchHealth(): Promise<HealthView> {
  return call(open.health);
}

export function healthQueryOptions() {
  return queryOptions({ queryKey: ['health'] as const, queryFn: fetchHealth, staleTime: 60_000 });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
