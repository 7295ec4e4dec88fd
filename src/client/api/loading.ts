import { useIsFetching } from '@tanstack/react-query';
import { battlePassLeftQueryOptions } from './battle-pass-left.ts';
import { cratesQueryOptions } from './crates.ts';
import { expeditionQueryOptions } from './expedition.ts';
import { missionsQueryOptions } from './missions.ts';
import { pocketQueryOptions } from './pocket.ts';
import { profileQueryOptions } from './profile.ts';
import { warlordQueryOptions } from './warlord.ts';

/** The resources that have a loading flag (product-spec section 4). */
export type LoadingResource =
  'crates' | 'expedition' | 'missions' | 'pocket' | 'warlord' | 'profile' | 'battlePassLimits';

const KEYS = {
  crates: cratesQueryOptions().queryKey,
  expedition: expeditionQueryOptions().queryKey,
  missions: missionsQueryOptions().queryKey,
  pocket: pocketQueryOptions().queryKey,
  warlord: warlordQueryOptions().queryKey,
  profile: profileQueryOptions().queryKey,
  battlePassLimits: battlePassLeftQueryOptions().queryKey,
} as const;

/** Whether a resource is being fetched right now. */
export function useLoading(resource: LoadingResource): boolean {
  return useIsFetching({ queryKey: KEYS[resource] }) > 0;
}

/** Whether any of the resources is being fetched right now. */
export function useLoadingAny(resources: readonly LoadingResource[]): boolean {
  const heads = resources.map((r) => KEYS[r][0]);
  return useIsFetching({ predicate: (q) => heads.includes(q.queryKey[0] as (typeof heads)[number]) }) > 0;
}
