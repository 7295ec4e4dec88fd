import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { OrderKey } from '../../rules/catalog/orders.ts';
import type { OrdersView } from '../../rules/views/orders-view.ts';
import { setMissions, setPocket } from './cache.ts';
import { holdViews, releaseViews } from '../game/reveal-hold.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /orders: today's orders and the player's progress. */
export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['orders'] as const,
    queryFn: (): Promise<OrdersView> => call(api.orders),
  });
}

/** Today's orders while a player is signed in (read again after every change: game/live.ts, query-client.ts). */
export function useOrders() {
  const signedIn = useSignedIn();
  return useQuery({ ...ordersQueryOptions(), enabled: signedIn });
}

/** POST /orders/claim: pays one order that is done (and, with the day's last, the bonus). */
export function useClaimOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: OrderKey) => call(api.orderClaim, { body: { key } }),
    // The HUD keeps the old balances until the reveal has shown what the order paid.
    onMutate: () => holdViews(),
    onError: () => releaseViews(),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      setMissions(qc, res.missions);
      qc.setQueryData(ordersQueryOptions().queryKey, res.orders);
    },
  });
}
