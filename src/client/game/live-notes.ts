import { formatNumber } from '../ui/format.ts';

/** One ledger row of a live change, as the server sends it. */
export interface LiveNote {
  action: string;
  what: string;
  delta: number;
  balanceAfter: number;
  at: string;
}

const GOODS: Record<string, string> = { shards: 'shards', TWC: 'TWC', energy: 'energy' };

/** "+57 shards", "-3 energy", or the good's own name for cards, items and crates. */
function amount(n: LiveNote): string {
  const sign = n.delta > 0 ? '+' : '−';
  const what = GOODS[n.what] ?? (n.what.startsWith('xp') || n.what.includes('Xp') ? 'XP' : 'items');
  return `${sign}${formatNumber(Math.abs(n.delta))} ${what}`;
}

/**
 * The words for a change another hand made (a buyer, an operator, the community bot, a referral):
 * the player's own writes are answered on the screen that made them, so they say nothing here.
 */
export function liveNoteText(n: LiveNote): string | null {
  switch (n.action) {
    case 'market.sold':
      return n.what === 'shards' ? `Your listing sold: ${amount(n)}` : null;
    case 'market.fee':
      return null;
    case 'market.expired':
      return 'A listing of yours expired: its goods are back in your pocket';
    case 'granted':
      return `An operator granted you ${amount(n)}`;
    case 'corrected':
      return `An operator corrected your balance: ${amount(n)}`;
    case 'referral.paid':
      return `Referral bonus: ${amount(n)}`;
    case 'activity.recorded':
      return n.delta > 0 ? `Community mission: ${amount(n)}` : null;
    default:
      return null;
  }
}

/**
 * The words for one change's ledger rows: a sale is told with its fee taken (the shards the seller
 * really got), everything else row by row.
 */
export function liveNoteTexts(notes: readonly LiveNote[]): string[] {
  const fee = notes
    .filter((n) => n.action === 'market.fee' && n.what === 'shards')
    .reduce((sum, n) => sum + n.delta, 0);
  const sale = notes
    .filter((n) => n.action === 'market.sold' && n.what === 'shards')
    .reduce((sum, n) => sum + n.delta, 0);
  const texts = notes
    .filter((n) => !(n.action === 'market.sold' && n.what === 'shards'))
    .map(liveNoteText)
    .filter((t): t is string => t !== null);
  if (sale > 0) {
    const net = formatNumber(sale + fee);
    texts.unshift(
      fee < 0
        ? `Your listing sold: +${net} shards (fee: ${formatNumber(-fee)})`
        : `Your listing sold: +${net} shards`,
    );
  }
  return texts;
}
