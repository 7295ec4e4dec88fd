/**
 * The answers' shapes as zod schemas: the rules' views (each held to its view type both ways by
 * `viewSchema`), and the records of the server that have no view in the rules (profile, leaderboard
 * row, history row, session user), whose type is this schema's. Fields are listed in the order the
 * views write them: an endpoint whose answer is compiled (fast-json-stringify) writes them in this order.
 */
import { z } from 'zod';
import { CRATE_KINDS, type CrateKind } from '../rules/catalog/crate-kinds.ts';
import { KEYWORDS } from '../rules/catalog/items.ts';
import { GOOD_KINDS } from '../rules/catalog/market.ts';
import type { Rarity } from '../rules/catalog/rarity.ts';
import { TASKS, type TaskType } from '../rules/catalog/tasks.ts';
import { TRAIT_CATEGORIES } from '../rules/catalog/traits.ts';
import { VOUCHERS, VOUCHER_KEYS, type VoucherKey, type VoucherType } from '../rules/catalog/vouchers.ts';
import { STOCKED_VOUCHERS } from '../rules/formulas/battle-pass.ts';
import type { CratesView } from '../rules/views/crates-view.ts';
import type { ExpeditionRunView, ExpeditionView, RegionView } from '../rules/views/expedition-view.ts';
import type { ListingView, SaleView } from '../rules/views/market-view.ts';
import type { MissionsView } from '../rules/views/missions-view.ts';
import type { OrdersView } from '../rules/views/orders-view.ts';
import type { OwnedItemView, OwnedTraitView } from '../rules/views/pocket-view.ts';
import { ORDER_KEYS } from '../rules/catalog/orders.ts';
import type { WarlordView } from '../rules/views/warlord-view.ts';
import { viewSchema } from './endpoint.ts';
import {
  WIRE_MISSION_FIELDS,
  type BattlePassLeftWire,
  type MintWire,
  type MissionsWire,
  type PocketWire,
  type RewardWire,
  type WireMissionField,
} from './wire.ts';

const num = z.number();
const str = z.string();
const bool = z.boolean();
const obj = z.strictObject;
/** An ISO 8601 instant in UTC. */
const iso = z.string();

const rarity = z.literal([0, 1, 2, 3]) as z.ZodType<Rarity>;
const crateKind = z.literal(CRATE_KINDS as CrateKind[]);
const voucherKey = z.enum(VOUCHER_KEYS as [VoucherKey, ...VoucherKey[]]);
const voucherType = z.literal(VOUCHERS.map((v) => v.type) as VoucherType[]);
const stats = obj({ yield: num, exploration: num, power: num, stealth: num });
const keywords = z.array(z.enum(KEYWORDS));

export const warlordSchema = viewSchema<WarlordView>()(
  obj({
    level: num,
    rank: num,
    rarity: num,
    points: num,
    requiredPoints: num,
    stats,
    appliedTraits: z.array(num),
    appliedItems: z.tuple([num, num, num, num]),
    energy: num,
    maxEnergy: num,
    energyUpdatedAt: iso,
  }),
);

export const ownedTraitSchema = viewSchema<OwnedTraitView>()(
  obj({
    id: num,
    level: num,
    cards: num,
    cardsRequired: num,
    applied: bool,
    name: str,
    img: str,
    typeName: z.enum(TRAIT_CATEGORIES.map((c) => c.key)),
    rarity,
    boost: stats,
    maxLevel: bool,
  }),
);

const itemCommon = {
  id: num,
  level: num,
  cards: num,
  usagesLeft: num,
  applied: bool,
  name: str,
  img: str,
  rarity,
  keywords,
};

export const ownedItemSchema = viewSchema<OwnedItemView>()(
  z.discriminatedUnion('kind', [
    obj({
      ...itemCommon,
      cardsRequired: num,
      typeName: z.enum(['Melee', 'Spell']),
      kind: z.literal('Weapon'),
      boost: stats,
      shardsRequired: num,
      energyConsumption: num,
      maxLevel: bool,
    }),
    obj({
      ...itemCommon,
      cardsRequired: z.literal(0),
      fullUsages: num,
      typeName: z.literal('Potion'),
      kind: z.literal('Consumable'),
      description: str,
    }),
  ]),
);

/** The pocket under the wire's names (wire.ts). */
export const pocketSchema = viewSchema<PocketWire>()(
  obj({
    TWC: num,
    shards: num,
    energy: num,
    maxEnergy: num,
    energyUpdatedAt: iso,
    xpCurrency: num,
    ownedTraits: z.array(ownedTraitSchema),
    ownedItems: z.array(ownedItemSchema),
    ownedCrates: z.array(obj({ kind: num, count: num })),
    ownedVauchers: obj(
      Object.fromEntries(VOUCHER_KEYS.map((k) => [k, num])) as Record<VoucherKey, typeof num>,
    ),
  }),
);

export const expeditionRunSchema = viewSchema<ExpeditionRunView>()(
  obj({
    region: num,
    regionLevel: num,
    stage: num,
    passed: bool,
    hidden: bool,
    finished: bool,
    gainedRewards: obj({ shards: num, crates: z.array(num) }),
    complexities: z.array(obj({ regionId: num, power: num, stealth: num })),
  }),
);

export const regionSchema = viewSchema<RegionView>()(
  obj({
    id: num,
    level: num,
    maxStage: num,
    name: str,
    rankRequired: num,
    cooldownTill: iso.nullable(),
    locked: bool,
    chance: num,
    stageInfo: obj({
      stage: num,
      complexity: num,
      energyRequired: num,
      rewardLeft: obj({ shards: num, crates: num }),
      shardRP: obj({ values: z.array(num), gained: z.array(num) }),
      stages: z.array(obj({ stage: num, power: num, stealth: num, chance: num })),
    }),
  }),
);

export const expeditionSchema = viewSchema<ExpeditionView>()(
  obj({ expedition: expeditionRunSchema, regions: z.array(regionSchema) }),
);

/** A reward's fields under the wire's names (wire.ts). */
const rewardFields = obj({
  kind: z.enum(['xp', 'shards', 'TWC', 'energy', 'cards', 'items', 'crate', 'voucher']),
  amount: num,
  traitId: num.optional(),
  itemId: num.optional(),
  crateKind: num.optional(),
  vaucher: voucherKey.optional(),
  note: str.optional(),
});

/** A reward under the wire's names (wire.ts). */
export const rewardSchema = viewSchema<RewardWire>()(rewardFields);

/** What an order pays (never a voucher). */
const orderReward = rewardFields.omit({ vaucher: true });

export const ordersSchema = viewSchema<OrdersView>()(
  obj({
    day: str,
    orders: z.array(
      obj({
        key: z.enum(ORDER_KEYS),
        title: str,
        target: num,
        done: num,
        claimed: z.boolean(),
        reward: z.array(orderReward),
      }),
    ),
    bonus: obj({ reward: z.array(orderReward), claimed: z.boolean() }),
    endsInMs: num,
  }),
);

const dropChance = obj({ reward: str, chance: num });

export const cratesSchema = viewSchema<CratesView>()(
  obj({
    crates: z.array(
      obj({
        kind: crateKind,
        name: str,
        price: obj({ shards: num, TWC: num }),
        owned: num,
        rolls: num,
        guaranteed: z.array(str),
        table: z.array(dropChance),
        image: str,
      }),
    ),
    gumball: obj({ price: num, freeToday: bool, table: z.array(dropChance) }),
  }),
);

const taskNames = TASKS.map((t) => t.name) as [
  MissionsView['tasks'][number]['name'],
  ...MissionsView['tasks'][number]['name'][],
];

/** GET /missions, under the wire's names (wire.ts). */
export const missionsSchema = viewSchema<MissionsWire>()(
  obj({
    ...(Object.fromEntries(WIRE_MISSION_FIELDS.map((f) => [f, num])) as Record<WireMissionField, typeof num>),
    totalXp: num,
    battlePassLevelClaimed: num,
    battlePassMedals: num,
    today: obj(
      Object.fromEntries(taskNames.map((n) => [n, num])) as Record<(typeof taskNames)[number], typeof num>,
    ),
    battlePass: obj({
      level: num,
      fill: num,
      medals: num,
      nextRewards: z.array(obj({ level: num, reward: z.array(rewardSchema) })),
    }),
    tasks: z.array(
      obj({
        type: z.literal(TASKS.map((t) => t.type) as TaskType[]),
        name: z.enum(taskNames),
        xp: num,
        dailyCap: num.nullable(),
        todayCount: num,
        lifetimeCap: num.nullable(),
        lifetimeCount: num,
      }),
    ),
  }),
);

/** GET /battle-pass/left, under the wire's names (wire.ts). */
export const battlePassLeftSchema = viewSchema<BattlePassLeftWire>()(
  z.array(obj({ vaucher: z.enum(STOCKED_VOUCHERS), left: num })),
);

export const listingSchema = viewSchema<ListingView>()(
  obj({
    id: str,
    seller: obj({ profileId: str, username: str }),
    good: obj({
      kind: z.enum(GOOD_KINDS as ['trait', 'item', 'crate']),
      id: num,
      name: str,
      rarity,
      img: str,
    }),
    quantity: num,
    price: num,
    expiresAt: iso,
    status: z.enum(['active', 'sold', 'cancelled', 'expired']),
  }),
);

export const saleSchema = viewSchema<SaleView>()(obj({ price: num, quantity: num, at: iso }));

/** GET /mint, under the wire's names (wire.ts). */
export const mintSchema = viewSchema<MintWire>()(
  obj({
    window: obj({ opensAt: iso.nullable(), closesAt: iso.nullable(), open: bool }),
    passes: z.array(
      obj({ type: voucherType, vaucher: voucherKey, name: str, image: str, owned: num, unlocked: bool }),
    ),
    reservations: z.array(obj({ type: voucherType, name: str, wallet: str, at: iso })),
  }),
);

/** A player's profile (GET /profile); the server's `profileView` answers this type. */
export const profileSchema = obj({
  id: str,
  createdAt: iso,
  discord: obj({ id: str, username: str, avatar: str.nullable() }),
  social: obj({ id: str.nullable(), name: str.nullable() }),
  ethWallet: str.nullable(),
  solWallet: str.nullable(),
  questPlatformId: str.nullable(),
  referrals: obj({ count: num, xp: num }),
});
export type ProfileView = z.output<typeof profileSchema>;

/** One row of the leaderboard. `appliedTraits`: what the Warlord wears, on the top ten rows only. */
export const leaderboardRowSchema = obj({
  place: num,
  profileId: str,
  username: str,
  avatar: str.nullable(),
  level: num,
  rank: num,
  xp: num,
  appliedTraits: z.array(num).optional(),
  appliedItems: z.array(num).optional(),
});
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;

export const leaderboardPageSchema = obj({ page: num, total: num, rows: z.array(leaderboardRowSchema) });
export type LeaderboardPage = z.output<typeof leaderboardPageSchema>;

/** One change of a player's history (their ledger). */
export const historyRowSchema = obj({
  id: num,
  action: str,
  what: str,
  delta: num,
  balanceAfter: num,
  at: iso,
});
export type HistoryRow = z.output<typeof historyRowSchema>;

/** The signed-in player, with the token of their game calls. */
export const sessionUserSchema = obj({
  profileId: str,
  discordId: str,
  username: str,
  avatar: str.nullable(),
  token: str,
});
export type SessionUser = z.output<typeof sessionUserSchema>;
