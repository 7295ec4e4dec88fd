import { toast } from 'sonner';
import { formatNumber } from './format.ts';

/** How long a confirmation toast stays (product-spec section 9: default toast timer 1000 ms). */
export const TOAST_MS = 1000;
/** An error stays until read: at least this long, and it can be closed sooner (issue 16). */
export const ERROR_TOAST_MS = 6000;

/** Whole numbers of four digits or more in a message, with thousands separators ("4000" -> "4,000"). */
export function withSeparators(message: string): string {
  return message.replace(/(?<![\d.,])\d{4,}(?![\d.,]*\d)/g, (n) => formatNumber(Number(n)));
}

/** An error toast with the server's text (numbers separated), or 'Failed'; it has a close button. */
export function showError(message: string | undefined): void {
  toast.error(withSeparators(message || 'Failed'), { duration: ERROR_TOAST_MS, closeButton: true });
}

/** How long the confirmation of a trade stays (a buy, a listing, a mint): a fresh review lost a
 * market buy's toast in its one second. */
export const TRADE_TOAST_MS = 3000;

/**
 * A confirmation toast: short (the spec's default), or a trade's, long enough to be read; with
 * `next`, a button to what comes next ("Open it" after a crate bought).
 */
export function showSuccess(
  message: string,
  { trade = false, next }: { trade?: boolean; next?: { label: string; onClick: () => void } } = {},
): void {
  toast.success(message, { duration: trade ? TRADE_TOAST_MS : TOAST_MS, action: next });
}

/** How long news of something done elsewhere stays (a sale, a grant): long enough to be read. */
export const INFO_TOAST_MS = 4000;

/** News of a change the player did not make on this screen. */
export function showInfo(message: string): void {
  toast(message, { duration: INFO_TOAST_MS });
}
