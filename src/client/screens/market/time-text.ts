const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "6d 23h", "5h 10m", "3m", "<1m": how long until an ISO time, as players read it, every unit
 * floored (time left never reads more than there is: a listing just put up for 7 days reads
 * "6d 23h"). The seller's and the buyer's views both say it so, against `seenAt`.
 */
export function timeLeftText(iso: string, now: number): string {
  const ms = Math.max(0, Date.parse(iso) - now);
  if (ms >= DAY) return `${Math.floor(ms / DAY)}d ${Math.floor((ms % DAY) / HOUR)}h`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h ${Math.floor((ms % HOUR) / MINUTE)}m`;
  return ms >= MINUTE ? `${Math.floor(ms / MINUTE)}m` : '<1m';
}

/**
 * The time to count a listing's time left from: the screen's clock (it ticks every 30 s) or, when
 * later, when the listings arrived. A listing put up since the last tick ends more than its 7 days
 * after the tick: counted from the tick, the seller read "7d 0h" where the buyer read "6d 23h".
 */
export function seenAt(now: number, dataUpdatedAt: number): number {
  return Math.max(now, dataUpdatedAt);
}

/** "21 Nov, 14:05": a date and time in the player's locale. */
export function shortDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
