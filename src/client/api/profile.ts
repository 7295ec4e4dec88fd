import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { ProfileView } from '../../contract/views.ts';
import { useSignedIn } from './signed-in.ts';
import { clearReferral, storedReferral } from '../referral/referral.ts';

/** GET /profile?ref_id=: sends the stored referral id and forgets it once the server replied. */
export async function fetchProfile(): Promise<ProfileView> {
  const ref = storedReferral();
  try {
    const profile = await call(api.profile, { query: ref ? { ref_id: ref } : {} });
    clearReferral();
    return profile;
  } catch (e) {
    // A reply (any status) consumes the referral; a network failure keeps it for the next call.
    if (e instanceof ApiError && e.status !== 0) clearReferral();
    throw e;
  }
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: ['profile'] as const, queryFn: fetchProfile });
}

export function useProfile() {
  return useQuery({ ...profileQueryOptions(), enabled: useSignedIn() });
}
