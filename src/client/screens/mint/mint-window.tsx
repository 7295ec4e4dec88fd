import type { MintView } from '../../../rules/views/mint-view.ts';
import { ClockIcon } from '../../ui/icons.tsx';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the mint window stands: open until, opens on, closed on, or not scheduled. */
export function windowText(window: MintView['window'], now: number): string {
  if (!window.opensAt || !window.closesAt) return 'The mint window is not scheduled yet.';
  if (window.open) return `The mint is open until ${dateTime(window.closesAt)}.`;
  if (now < Date.parse(window.opensAt)) return `The mint opens on ${dateTime(window.opensAt)}.`;
  return `The mint closed on ${dateTime(window.closesAt)}.`;
}

export function MintWindow({ window, now }: { window: MintView['window']; now: number }) {
  return (
    <p className={`card mint-window${window.open ? ' mint-window--open' : ''}`} role="status">
      <ClockIcon /> {windowText(window, now)}
    </p>
  );
}
