import type { ReactNode } from 'react';
import { formatNumber } from './format.ts';
import { CoinIcon, ShardIcon } from './icons.tsx';
import './cost.css';

/** What a paying action spends, one currency at a time. */
export interface Cost {
  amount: number;
  currency: 'shards' | 'TWC' | 'cards' | 'voucher';
}

/** A trait or item card: a small framed card with a star (drawn like the currencies). */
function CardIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <rect x="5" y="2.5" width="14" height="19" rx="2" fill="#f3e6c8" stroke="#1b1f2a" strokeWidth={1.5} />
      <path
        d="m12 7 1.5 3 3.3.4-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.4z"
        fill="#d4a017"
        stroke="#1b1f2a"
      />
    </svg>
  );
}

/** A voucher: a ticket with notched sides. */
function VoucherIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path
        d="M2.5 6h19v4a2 2 0 0 0 0 4v4h-19v-4a2 2 0 0 0 0-4z"
        fill="#7cc4dd"
        stroke="#1b1f2a"
        strokeWidth={1.5}
      />
      <path d="M15 6.5v11" stroke="#1b1f2a" strokeDasharray="2 2" />
    </svg>
  );
}

const ICON: Record<Cost['currency'], () => ReactNode> = {
  shards: () => <ShardIcon />,
  TWC: () => <CoinIcon />,
  cards: () => <CardIcon />,
  voucher: () => <VoucherIcon />,
};

const WORD: Record<Cost['currency'], [string, string]> = {
  shards: ['shard', 'shards'],
  TWC: ['TWC', 'TWC'],
  cards: ['card', 'cards'],
  voucher: ['voucher', 'vouchers'],
};

/** "2,000 shards", "1 voucher": the words a screen reader says for a cost. */
export function costText(c: Cost): string {
  return `${formatNumber(c.amount)} ${WORD[c.currency][c.amount === 1 ? 0 : 1]}`;
}

/**
 * A cost as the buttons and the confirmation show it: the drawn icon, then the number (and with
 * `words`, its unit: in a sentence the number alone would not say what is spent).
 */
export function CostTag({ costs, words = false }: { costs: readonly Cost[]; words?: boolean }) {
  return (
    <span className={words ? 'cost-tag cost-tag--words' : 'cost-tag'}>
      <span className="visually-hidden">{costs.map(costText).join(' and ')}</span>
      {costs.map((c) => (
        <span key={c.currency} className="cost-tag__part" aria-hidden="true">
          {ICON[c.currency]()}
          {words ? costText(c) : formatNumber(c.amount)}
        </span>
      ))}
    </span>
  );
}
