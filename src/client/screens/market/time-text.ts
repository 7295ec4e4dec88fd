const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "6d 23h", "5h 10m", "3m": how long until an ISO time, as players read it. */
export function timeLeftText(iso: string, now: number): string {
  const ms = Math.max(0, Date.parse(iso) - now);
  if (ms >= DAY) return `${Math.floor(ms / DAY)}d ${Math.floor((ms % DAY) / HOUR)}h`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h ${Math.floor((ms % HOUR) / MINUTE)}m`;
  return `${Math.max(1, Math.ceil(ms / MINUTE))}m`;
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
