import { formatNumber } from '../ui/format.ts';
import type { NoticeKind } from './notices.ts';
import { goodText } from './ledger-words.ts';
import { isPotion, itemById } from '../../rules/catalog/items.ts';

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

/** The trait or weapon (`trait:<id>` or `item:<id>`) a row's level went from 0 to by: a first card unlocked it. */
function unlockedGood(n: LiveNote): string | null {
  if (!n.what.endsWith(':level') || n.delta <= 0 || n.balanceAfter !== n.delta) return null;
  const [kind, id] = n.what.split(':');
  // A potion's first drop holds level 1 too, but nothing is unlocked: its uses are told.
  if (kind === 'item') {
    const item = itemById(Number(id));
    if (!item || isPotion(item)) return null;
  } else if (kind !== 'trait') return null;
  return `${kind}:${id}`;
}

/**
 * The amounts of one action's rows worth naming. A level a first card brought is told as the
 * unlock with the cards beyond it ("Dagger unlocked (+2 cards)" for 3 Dagger cards: the first
 * unlocks it, a bare "+2 Dagger cards" told of one card too few); any other level goes unsaid.
 */
function amounts(notes: readonly LiveNote[], action: string): string {
  const rows = notes.filter((n) => n.action === action);
  const unlocked = new Set(rows.map(unlockedGood).filter((g): g is string => g !== null));
  const told: string[] = [];
  for (const n of rows) {
    const good = unlockedGood(n);
    if (good) {
      const cards = rows.find((c) => c.what === `${good}:cards` && c.delta > 0);
      const name = goodText(`${good}:level`).replace(/ level$/, '');
      told.push(cards ? `${name} unlocked (+${formatNumber(cards.delta)} cards)` : `${name} unlocked`);
      continue;
    }
    if (n.what.endsWith(':level')) continue;
    // The cards of a good just unlocked are told with it.
    if (n.what.endsWith(':cards') && n.delta > 0 && unlocked.has(n.what.replace(/:cards$/, ''))) continue;
    told.push(amount(n));
  }
  return told.join(', ');
}

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
