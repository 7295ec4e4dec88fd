/** Rarity of traits and items: Common 0, Rare 1, Epic 2, Legendary 3. */
export const Rarity = { Common: 0, Rare: 1, Epic: 2, Legendary: 3 } as const;
export type Rarity = (typeof Rarity)[keyof typeof Rarity];

/** Display names, indexed by rarity. */
export const RARITY_NAMES = ['Common', 'Rare', 'Epic', 'Legendary'] as const;

/** The colour each rarity reads as, everywhere (cards, crate reveals, portraits). */
export const RARITY_COLORS = ['#9aa4ae', '#3d8bfd', '#a855f7', '#f59e0b'] as const;
