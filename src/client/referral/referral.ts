/**
 * Referral tracking (product-spec section 1): a `ref_id` in the query string is kept in
 * localStorage, sent with the profile call, and removed once the server has replied.
 */
export const REFERRAL_KEY = 'ref_id';

/** Keeps the `ref_id` of a query string, if any. */
export function captureReferral(search: string): void {
  const ref = new URLSearchParams(search).get(REFERRAL_KEY);
  if (ref) localStorage.setItem(REFERRAL_KEY, ref);
}

/** The referral id waiting to be sent, or null. */
export function storedReferral(): string | null {
  return localStorage.getItem(REFERRAL_KEY);
}

export function clearReferral(): void {
  localStorage.removeItem(REFERRAL_KEY);
}
