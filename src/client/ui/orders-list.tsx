import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { crateImage } from '../../rules/catalog/crate-kinds.ts';
import type { OrderKey } from '../../rules/catalog/orders.ts';
import { remainingText } from '../../rules/formulas/time.ts';
import type { Reward } from '../../rules/reward.ts';
import { claimableOrders, type OrderReward, type OrdersView } from '../../rules/views/orders-view.ts';
import { useClaimOrder, useOrders } from '../api/orders.ts';
import { openDialog } from '../dialogs/dialog-store.ts';
import { useGame } from '../game/game-store.ts';
import { outcomeUntold } from '../game/selectors.ts';
import { useHolding } from '../game/reveal-hold.ts';
import { preloadReveal, RewardReveal } from '../scenes/reward-reveal/reward-reveal.tsx';
import { CrateIcon } from './icons.tsx';
import { CurrencyIcon, rewardText } from './reward-list.tsx';
import { showInfo } from './toast.ts';
import { useNow } from './use-now.ts';
import './orders.css';

/** Where each order is done. */
const WHERE: Record<OrderKey, string> = {
  stages: '/expedition',
  run: '/expedition',
  crate: '/pocket#crates-title',
  gumball: '/pocket#gumball',
  dress: '/pocket#traits-title',
};

/** The picture the claim's reveal opens: today's orders pay out of a Basic crate. */
const CHEST = crateImage(0);

type Order = OrdersView['orders'][number];

/** One reward as a small chip: its icon and its words ("50 XP"). */
function RewardChip({ r }: { r: OrderReward }) {
  return (
    <span className={`order-chip order-chip--${r.kind}`}>
      {r.kind === 'crate' ? <CrateIcon /> : <CurrencyIcon kind={r.kind} />}
      {rewardText(r)}
    </span>
  );
}

/**
 * Today's orders as the HUD shows them: until a stage's verdict is on screen, or while a reveal
 * holds the figures, as they were before it (a stage passed must not light the orders before the
 * clash tells it), then the server's. Only until the verdict: the run's screen stays up after it
 * (Continue, Claim), and held for as long, the orders a third pass met stayed dark, even on
 * another screen (review r30).
 */
export function useShownOrders(): OrdersView | undefined {
  const { data } = useOrders();
  const held = useGame(outcomeUntold);
  const holding = useHolding();
  const wait = held || holding;
  const [kept, setKept] = useState(data);
  // Kept up with the server's while nothing waits (state adjusted in render, not in an effect).
  if (!wait && kept !== data) setKept(data);
  return wait ? kept : data;
}

/**
 * Tells the player, once, when an order becomes done (not on the first read of the day's orders):
 * "Order done: Pull the gumball. Claim it under Today's orders."
 */
export function useOrderDoneToasts(view: OrdersView | undefined): void {
  const seen = useRef<{ day: string; done: Set<string> } | null>(null);
  useEffect(() => {
    if (!view) return;
    const done = new Set(view.orders.filter((o) => o.done >= o.target).map((o) => o.key));
    const before = seen.current;
    seen.current = { day: view.day, done };
    if (!before || before.day !== view.day) return;
    for (const o of view.orders) {
      if (done.has(o.key) && !before.done.has(o.key) && !o.claimed)
        showInfo(`Order done: ${o.title}. Claim it under Today's orders.`);
    }
  }, [view]);
}

/**
 * Today's orders: each with what it pays, how far along it is, and its action (Claim once done,
 * else a link to where it is done); the bonus for all three; when new orders come (UTC midnight).
 * A claim opens the reward reveal, as a crate's, on the press; with two or more done, "Claim all
 * N" claims them together into one reveal.
 */
export function OrdersList({ onLeave }: { onLeave?: () => void }) {
  const { data: view, dataUpdatedAt } = useOrders();
  const claim = useClaimOrder();
  const now = useNow(30_000);
  useEffect(() => {
    if (claimableOrders(view).length > 0) preloadReveal(CHEST);
  }, [view]);
  if (!view) return <p className="muted">Loading today's orders…</p>;
  const claimedCount = view.orders.filter((o) => o.claimed).length;
  const endsIn = Math.max(0, dataUpdatedAt + view.endsInMs - now);

  const ready = claimableOrders(view);
  /**
   * Claims `orders` (one, or all that are done: a fresh review sat through a reveal for each, three
   * in a row, for 30 XP and 500 shards apiece) and shows what they paid in one reveal. Each claim
   * is the server's own, one after the other; the reveal waits for them all.
   */
  const onClaim = (orders: readonly Order[]) => {
    const failed = new AbortController();
    const rewards = (async () => {
      const got: Reward[] = [];
      for (const o of orders) got.push(...(await claim.mutateAsync(o.key)).reward);
      return got;
    })();
    rewards.catch(() => failed.abort());
    const last = view.orders.every((x) => x.claimed || orders.some((o) => o.key === x.key));
    void openDialog({
      title: orders.length === 1 ? `Order done: ${orders[0]!.title}` : `${orders.length} orders done`,
      body: (
        <RewardReveal
          intro="loot"
          source={CHEST}
          rewards={rewards}
          after={
            last ? (
              <p className="orders__after">All of today&apos;s orders are done: the bonus is in.</p>
            ) : null
          }
        />
      ),
      confirmText: 'Continue',
      confirmWaits: true,
      signal: failed.signal,
      variant: 'stage',
    });
  };

  return (
    <div className="orders">
      <div className="orders__head">
        <h2 className="orders__title">Today&apos;s orders</h2>
        <span className="orders__count">
          {claimedCount} of {view.orders.length} claimed
        </span>
        {ready.length > 1 ? (
          <button
            type="button"
            className="button button--primary button--small orders__all"
            disabled={claim.isPending}
            onClick={() => onClaim(ready)}
          >
            Claim all {ready.length}
          </button>
        ) : null}
      </div>
      <ol className="orders__list">
        {view.orders.map((o) => {
          const ready = o.done >= o.target && !o.claimed;
          return (
            <li
              key={o.key}
              className={`order${o.claimed ? ' order--claimed' : ready ? ' order--ready' : ''}`}
              data-order={o.key}
            >
              <span className="order__mark" aria-hidden="true">
                {o.claimed ? '✓' : `${o.done}/${o.target}`}
              </span>
              <span className="order__what">
                <strong>{o.title}</strong>
                <span className="order__pays">
                  {o.reward.map((r, i) => (
                    <RewardChip key={i} r={r} />
                  ))}
                </span>
                <span
                  className="order__bar"
                  role="progressbar"
                  aria-label={`${o.title}: done ${o.done} of ${o.target}`}
                  aria-valuemin={0}
                  aria-valuemax={o.target}
                  aria-valuenow={o.done}
                >
                  <span style={{ width: `${(100 * o.done) / o.target}%` }} />
                </span>
              </span>
              {o.claimed ? (
                <span className="order__state">Claimed</span>
              ) : ready ? (
                <button
                  type="button"
                  className="button button--primary order__claim"
                  disabled={claim.isPending}
                  onClick={() => onClaim([o])}
                >
                  Claim
                </button>
              ) : (
                <Link className="button order__go" to={WHERE[o.key]} onClick={onLeave}>
                  Go
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <p className={`orders__bonus${view.bonus.claimed ? ' orders__bonus--claimed' : ''}`}>
        <span>{view.bonus.claimed ? 'Bonus claimed:' : 'All three:'}</span>
        {view.bonus.reward.map((r, i) => (
          <RewardChip key={i} r={r} />
        ))}
      </p>
      <p className="orders__ends">New orders in {remainingText(endsIn)} (midnight UTC).</p>
    </div>
  );
}
