import { formatNumber } from '../ui/format.ts';
import type { NoticeKind } from './notices.ts';
import { goodText } from './ledger-words.ts';

/** One ledger row of a live change, as the server sends it. */
export interface LiveNote {
  action: string;
  what: string;
  delta: number;
  balanceAfter: number;
  at: string;
}

/** What to tell of a change, and under which kind of notice. */
export interface LiveTold {
  kind: NoticeKind;
  text: string;
}

/** "+57 shards", "−3 energy", "+1,495 XP", "+5 Smite cards", "+2 Legendary crate". */
function amount(n: LiveNote): string {
  const sign = n.delta > 0 ? '+' : '−';
  const what =
    n.what === 'shards' || n.what === 'TWC' || n.what === 'energy'
      ? n.what
      : n.what.startsWith('xp:')
        ? 'XP'
        : goodText(n.what);
  return `${sign}${formatNumber(Math.abs(n.delta))} ${what}`;
}

/** The amounts of one action's rows worth naming (the level a first card brings goes unsaid). */
const amounts = (notes: readonly LiveNote[], action: string) =>
  notes
    .filter((n) => n.action === action && !n.what.endsWith(':level'))
    .map(amount)
    .join(', ');

/**
 * The words for a row another hand wrote (a buyer, an operator, the community bot, a referral),
 * or null: the player's own writes are answered on the screen that made them.
 */
export function liveNoteText(n: LiveNote): LiveTold | null {
  switch (n.action) {
    case 'market.expired':
      return { kind: 'market', text: 'A listing of yours expired: its goods are back in your pocket' };
    case 'referral.paid':
      return { kind: 'referral', text: `Referral bonus: ${amount(n)}` };
    case 'activity.recorded':
      return n.delta > 0 ? { kind: 'missions', text: `Community mission: ${amount(n)}` } : null;
    default:
      return null;
  }
}

/**
 * What to tell of one change's ledger rows: a sale with its fee taken (the shards the seller really
 * got), every other row by itself, a good expired once.
 */
export function liveNoteTexts(notes: readonly LiveNote[]): LiveTold[] {
  const shardsOf = (action: string) =>
    notes.filter((n) => n.action === action && n.what === 'shards').reduce((sum, n) => sum + n.delta, 0);
  const sale = shardsOf('market.sold');
  const fee = shardsOf('market.fee');
  const told: LiveTold[] = [];
  if (sale > 0) {
    const net = formatNumber(sale + fee);
    const text =
      fee < 0
        ? `Your listing sold: +${net} shards (fee: ${formatNumber(-fee)})`
        : `Your listing sold: +${net} shards`;
    told.push({ kind: 'market', text });
  }
  // An operator's grant or correction is told once, with everything it gave or took.
  const granted = amounts(notes, 'granted');
  if (granted) told.push({ kind: 'operator', text: `An operator granted you ${granted}` });
  const corrected = amounts(notes, 'corrected');
  if (corrected) told.push({ kind: 'operator', text: `An operator corrected your balance: ${corrected}` });
  for (const n of notes) {
    const t = liveNoteText(n);
    if (t && !told.some((o) => o.text === t.text)) told.push(t);
  }
  return told;
}
