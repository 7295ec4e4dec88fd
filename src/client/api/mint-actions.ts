import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoucherKey } from '../../rules/catalog/vouchers.ts';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { setPocket } from './cache.ts';
import { mintQueryOptions } from './mint.ts';

/** POST /mint/reserve: one voucher for a mint to the profile's wallet. */
export function useReserveMint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (voucher: VoucherKey) => call(api.mintReserve, { body: { vaucher: voucher } }),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      void qc.invalidateQueries({ queryKey: mintQueryOptions().queryKey });
    },
  });
}
