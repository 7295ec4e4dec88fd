/**
 * Times in the console are UTC, entered and shown, whatever the browser's time zone: a date and
 * time without a zone (`2030-05-01 18:00`, `2030-05-01T18:00`) is read as UTC; one with a zone
 * (`Z`, `+02:00`) keeps it. Anything else is sent as typed, for the server to refuse with its reason.
 */
export function utcInput(value: string | undefined): string {
  const v = (value ?? '').trim();
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/i.exec(v);
  if (!m) return v;
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2];
  const parsed = new Date(`${m[1]}T${time}${m[3]?.toUpperCase() ?? 'Z'}`);
  return Number.isNaN(parsed.getTime()) ? v : parsed.toISOString();
}

/** An ISO time as the console shows it, in UTC: `2026-01-10 12:00 UTC`. */
export function utcLabel(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
