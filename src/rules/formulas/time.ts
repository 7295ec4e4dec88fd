const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Remaining time as the spec shows it: days+hours, hours+minutes, minutes+seconds or seconds
 * (e.g. "2d 3h", "1h 5m", "4m 10s", "9s"). Zero or less is "0s".
 */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND) * SECOND);
  const d = Math.floor(total / DAY);
  const h = Math.floor((total % DAY) / HOUR);
  const m = Math.floor((total % HOUR) / MINUTE);
  const s = Math.floor((total % MINUTE) / SECOND);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

export const MINUTE_MS = MINUTE;
export const HOUR_MS = HOUR;
export const DAY_MS = DAY;
