import { CRATE_KINDS, CRATE_NAMES, crateImage, type CrateKind } from '../catalog/crate-kinds.ts';
import { CRATE_TABLES, publishedTable } from '../catalog/drop-tables.ts';
import { cratePrice } from '../actions/crate-bought.ts';
import { GUMBALL_PRICE, gumballFreeToday } from '../actions/gumball-pulled.ts';
import type { PlayerState } from '../state.ts';

/** One outcome of a published table: its label and its chance per roll, in percent. */
export interface DropChanceView {
  reward: string;
  chance: number;
}

/** A crate kind in the shop. */
export interface CrateView {
  kind: CrateKind;
  name: string;
  price: { shards: number; TWC: number };
  /** How many of this kind the player holds. */
  owned: number;
  /** Rewards an opening gives: the guaranteed ones, then one `table` draw each. */
  rolls: number;
  /** Rewards every opening gives besides the table draws (MegaItem's potion), as labels. */
  guaranteed: string[];
  table: DropChanceView[];
  image: string;
}

/** GET /crates: every crate kind with its price, the player's count and its drop table; and the gumball. */
export interface CratesView {
  crates: CrateView[];
  /** `price` is what a paid pull costs; `freeToday` says the day's free pull is still there. */
  /** `price` is what a paid pull costs; `freeToday` says the day's free pull is still there. */
  gumball: { price: number; freeToday: boolean; table: DropChanceView[] };
}

/** The crates shop as of `now` (which decides whether today's free gumball pull is left). */
export function cratesView(state: PlayerState, now: number): CratesView {
  const freeToday = gumballFreeToday(state, now);
  return {
    crates: CRATE_KINDS.map((kind) => ({
      kind,
      name: CRATE_NAMES[kind],
      price: { shards: cratePrice(kind, 'shards'), TWC: cratePrice(kind, 'TWC') },
      owned: state.crates[String(kind)] ?? 0,
      rolls: CRATE_TABLES[kind].rolls,
      guaranteed: CRATE_TABLES[kind].guaranteed.map((e) => e.label),
      table: publishedTable(kind),
      image: crateImage(kind),
    })),
    gumball: { price: GUMBALL_PRICE, freeToday, table: publishedTable('gumball') },
  };
}
