import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { profileQueryOptions } from './profile.ts';

export interface ProfilePatch {
  socialName?: string;
  ethWallet?: string;
  solWallet?: string;
  questPlatformId?: string;
}

/** POST /profile with the fields that changed. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => call(api.profileUpdate, { body: patch }),
    onSuccess: (res) => qc.setQueryData(profileQueryOptions().queryKey, res.profile),
  });
}
