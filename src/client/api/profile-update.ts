import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost } from './client.ts';
import { profileQueryOptions } from './profile.ts';
import type { ProfileView } from './types.ts';

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
    mutationFn: (patch: ProfilePatch) => authPost<{ profile: ProfileView }>('/profile', patch),
    onSuccess: (res) => qc.setQueryData(profileQueryOptions().queryKey, res.profile),
  });
}
