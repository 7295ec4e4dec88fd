import { toast } from 'sonner';

/** How long a toast stays (product-spec section 9: default toast timer 1000 ms). */
export const TOAST_MS = 1000;

/** An error toast with the server's text, or 'Failed'. */
export function showError(message: string | undefined): void {
  toast.error(message || 'Failed', { duration: TOAST_MS });
}

/** A short confirmation toast. */
export function showSuccess(message: string): void {
  toast.success(message, { duration: TOAST_MS });
}
