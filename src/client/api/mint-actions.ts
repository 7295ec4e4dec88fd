import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoucherKey } from '../../rules/catalog/vouchers.ts';
import type { MintView } from '../../rules/views/mint-view.ts';
import { authPost } from './client.ts';
import { setPocket } from './cache.ts';
import { mintQueryOptions } from './mint.ts';
import type { PocketView } from './types.ts';

/** POST /mint/reserve: one voucher for a mint to the profile's wallet. */
export function useReserveMint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vaucher: VoucherKey) =>
      authPost<{ reservation: MintView['reservations'][number]; pocket: PocketView }>('/mint/reserve', {
        vaucher,
      }),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      void qc.invalidateQueries({ queryKey: mintQueryOptions().queryKey });
    },
  });
}
