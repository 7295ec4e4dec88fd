import { OrdersList, useOrderDoneToasts, useShownOrders } from '../../ui/orders-list.tsx';
import { claimableOrders } from '../../../rules/views/orders-view.ts';
import { usePopover } from './use-popover.ts';

/** A scroll with a tick: today's orders. */
function OrdersIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.3em" height="1.3em" aria-hidden="true" focusable="false">
      <path
        d="M6 3h11a2 2 0 0 1 2 2v13a3 3 0 0 1-3 3H6a2 2 0 0 1-2-2V6h2zM8 8h7M8 12h4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="m12.5 15.5 2 2 4-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The HUD's orders: a button with how many orders are done and waiting to be claimed, and the tray
 * with today's orders. A toast says when one becomes done, on any screen.
 */
export function OrdersButton() {
  const { open, wrap, toggle, close } = usePopover();
  // As before a stage run or a reveal until it has told its outcome (useShownOrders).
  const data = useShownOrders();
  useOrderDoneToasts(data);
  const ready = claimableOrders(data).length;
  const claimed = data?.orders.filter((o) => o.claimed).length;
  const label = !data
    ? "Today's orders"
    : ready > 0
      ? `Today's orders, ${ready} to claim`
      : `Today's orders, ${claimed} of ${data.orders.length} claimed`;
  return (
    <div className="notices orders-button" ref={wrap}>
      <button
        type="button"
        className={`icon-button notices__bell${ready > 0 ? ' orders-button--ready' : ''}`}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls="orders-panel"
        onClick={toggle}
      >
        <OrdersIcon />
        {ready > 0 ? (
          <span className="notices__count orders-button__count" aria-hidden="true">
            {ready}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id="orders-panel" className="notices__panel orders-panel card" aria-label="Today's orders">
          <OrdersList onLeave={close} />
        </section>
      ) : null}
    </div>
  );
}
