/**
 * The game calls, under `/api/{userId}` (api.md, "Game calls"): reads answer the record itself,
 * writes answer `{ res }` (200) or `{ err }`.
 */
import { z } from 'zod';
import { GOOD_KINDS } from '../rules/catalog/market.ts';
import { ORDER_KEYS } from '../rules/catalog/orders.ts';
import { VOUCHER_KEYS } from '../rules/catalog/vouchers.ts';
import { BATTLE_PASS_LEVELS, type StockedVoucher } from '../rules/formulas/battle-pass.ts';
import { endpoint, viewSchema, written, writtenWire, type Endpoint } from './endpoint.ts';
import {
  missionsWiring,
  mintWiring,
  pocketWiring,
  rewardWiring,
  rewardsWiring,
  stockRowsWiring,
  wireFields,
  type ServedBy,
  type Translation,
  type Wiring,
} from './wire.ts';
import { NOTICE_KINDS, type NoticeSettingsView } from '../rules/views/notice-settings-view.ts';
import { emptyBody, int, queryInt } from './inputs.ts';
import {
  battlePassLeftSchema,
  cratesSchema,
  expeditionRunSchema,
  expeditionSchema,
  historyRowSchema,
  listingSchema,
  mintSchema,
  missionsSchema,
  ordersSchema,
  ownedItemSchema,
  ownedTraitSchema,
  pocketSchema,
  profileSchema,
  regionSchema,
  rewardSchema,
  saleSchema,
  warlordSchema,
} from './views.ts';

/** The path of every game call: `/api/{userId}...`. */
export const userParams = z.strictObject({ userId: z.string().max(64) });
const noQuery = z.strictObject({});
const num = z.number();

const read = <
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodType = typeof noQuery,
  Served = z.output<R>,
>(
  path: P,
  response: R,
  doc: string,
  query?: Q,
  wire?: Translation<Served, z.output<R>>,
) =>
  endpoint({
    method: 'GET',
    path: `/api/:userId${path}`,
    access: 'player',
    params: userParams,
    query: (query ?? noQuery) as Q,
    response,
    doc,
    ...(wire ? { wire } : {}),
  });

/** A write; `wire` names the fields of its `res` the contract translates (wire.ts). */
const write = <
  const P extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  M extends Wiring = Record<never, never>,
>(
  path: P,
  body: B,
  res: R,
  doc: string,
  wire?: M,
) =>
  endpoint({
    method: 'POST',
    path: `/api/:userId${path}`,
    access: 'player',
    params: userParams,
    body,
    response: written(res),
    doc,
    ...(wire ? { wire: writtenWire(wireFields<z.output<R>, M>(wire)) } : {}),
  }) as Endpoint<
    'POST',
    `/api/:userId${P}`,
    typeof userParams,
    undefined,
    B,
    z.ZodObject<{ res: R }, z.core.$strict>,
    { res: ServedBy<z.output<R>, M> }
  >;

export const warlord = read(
  '/warlord',
  warlordSchema,
  'The Warlord: level, rank, stats, what it wears, its energy.',
);
export const pocket = read(
  '/pocket',
  pocketSchema,
  'Balances, energy and every good held.',
  undefined,
  pocketWiring,
);
export const expedition = read('/expedition', expeditionSchema, 'The run under way and every region.');

export const expeditionSend = write(
  '/expedition/send',
  z.strictObject({ region: int() }),
  z.strictObject({
    expedition: expeditionRunSchema,
    newStage: num,
    energyLeft: num,
    time: z.string(),
    warlord: warlordSchema,
    /** How the stage went, for the scene (added to api.md's fields). */
    how: z.enum(['stealth', 'power', 'defeat']),
  }),
  'Sends the Warlord to the next stage of a region.',
);

export const expeditionClaim = write(
  '/expedition/claim',
  emptyBody,
  z.strictObject({
    region: regionSchema,
    pocket: pocketSchema,
    /** How the run ended and what it granted, for the reward screen (added fields). */
    outcome: z.enum(['completed', 'retreated', 'failed']),
    granted: z.strictObject({ shards: num, crates: z.array(num) }),
    xpGranted: num,
  }),
  'Ends the run and takes what it gained.',
  { pocket: pocketWiring },
);

const traitBody = z.strictObject({ traitId: int() });
const itemBody = z.strictObject({ itemId: int() });
const worn = z.strictObject({ warlord: warlordSchema });

export const traitsApply = write('/traits/apply', traitBody, worn, 'Puts a trait on the Warlord.');
export const traitsUpgrade = write(
  '/traits/upgrade',
  traitBody,
  z.strictObject({
    warlord: warlordSchema,
    ownedTraits: z.array(ownedTraitSchema),
    upgradedTrait: ownedTraitSchema,
  }),
  'Upgrades a trait with its cards.',
);
export const traitsCleave = write(
  '/traits/cleave',
  traitBody,
  z.strictObject({ ownedTraits: z.array(ownedTraitSchema), xp: num }),
  'Cleaves a trait for XP.',
);

export const itemsApply = write('/items/apply', itemBody, worn, 'Arms the Warlord with an item.');
export const itemsUnapply = write('/items/unapply', itemBody, worn, 'Takes an item off.');
export const itemsUpgrade = write(
  '/items/upgrade',
  itemBody,
  z.strictObject({
    warlord: warlordSchema,
    ownedItems: z.array(ownedItemSchema),
    upgradedItem: ownedItemSchema,
    /** What the upgrade spent. */
    shards: num,
  }),
  'Upgrades an item with its cards and shards.',
);
export const itemsCleave = write(
  '/items/cleave',
  itemBody,
  z.strictObject({ ownedItems: z.array(ownedItemSchema), shards: num, xp: num }),
  'Cleaves an item for shards and XP.',
);

export const crates = read('/crates', cratesSchema, 'The crate shop, drop tables and the gumball machine.');
const pocketAndReward = z.strictObject({ pocket: pocketSchema, reward: z.array(rewardSchema) });
const pocketAndRewardWiring = { pocket: pocketWiring, reward: rewardsWiring };
export const cratesBuy = write(
  '/crates/buy',
  z.strictObject({
    kind: int(),
    currency: z.enum(['shards', 'TWC'], { message: 'Pay with shards or TWC' }),
    count: int(1, 10, 'Buy 1 to 10 crates').default(1),
  }),
  z.strictObject({ pocket: pocketSchema }),
  'Buys 1 to 10 crates of a kind.',
  { pocket: pocketWiring },
);
/** `crateId` is the crate kind (api.md's name for it). */
export const cratesOpen = write(
  '/crates/open',
  z.strictObject({ crateId: int() }),
  pocketAndReward,
  'Opens a crate of a kind.',
  pocketAndRewardWiring,
);
export const cratesGumball = write(
  '/crates/gumball',
  emptyBody,
  pocketAndReward,
  'Pulls the gumball machine.',
  pocketAndRewardWiring,
);

export const orders = read(
  '/orders',
  ordersSchema,
  "Today's orders: three short goals, what each pays and the player's progress.",
);
export const orderClaim = write(
  '/orders/claim',
  z.strictObject({ key: z.enum(ORDER_KEYS, { message: `An order is one of ${ORDER_KEYS.join(', ')}` }) }),
  z.strictObject({
    pocket: pocketSchema,
    missions: missionsSchema,
    orders: ordersSchema,
    reward: z.array(rewardSchema),
    bonus: z.boolean(),
  }),
  "Claims one of today's orders once it is done; the day's last claim also pays the bonus.",
  { pocket: pocketWiring, missions: missionsWiring, reward: rewardsWiring },
);

export const missions = read(
  '/missions',
  missionsSchema,
  'XP by field, the battle pass and the tasks.',
  undefined,
  missionsWiring,
);
export const battlePassLeft = read(
  '/battle-pass/left',
  battlePassLeftSchema,
  'Battle pass vouchers left in stock.',
  undefined,
  stockRowsWiring<StockedVoucher>(),
);
const claimCount = `Claim 1 to ${BATTLE_PASS_LEVELS} levels`;
/**
 * `{}` (or no body) claims the next level, as it always did; `count` claims that many of the next
 * levels in one write, or those reached when fewer are. `levels` (added to api.md's fields) names
 * the first and the last level claimed; `reward` lists every level's rewards in level order.
 */
export const battlePassClaim = write(
  '/battle-pass/claim',
  z
    .strictObject({
      count: z
        .number({ message: claimCount })
        .int(claimCount)
        .min(1, claimCount)
        .max(BATTLE_PASS_LEVELS, claimCount)
        .default(1),
    })
    .nullish(),
  z.strictObject({
    pocket: pocketSchema,
    missions: missionsSchema,
    reward: z.array(rewardSchema),
    levels: z.tuple([num, num]),
  }),
  `Claims the next battle pass level, or the next \`count\` levels (1 to ${BATTLE_PASS_LEVELS}; those reached when fewer are).`,
  { pocket: pocketWiring, missions: missionsWiring, reward: rewardsWiring },
);

/** An editable profile field: its check, or '' (cleared). */
const field = (check: z.ZodString) => z.union([z.literal(''), check]).optional();

export const profile = read(
  '/profile',
  profileSchema,
  'The profile; `ref_id` on the first call records who referred the player.',
  z.strictObject({ ref_id: z.string().max(64).optional() }),
);
export const profileUpdate = write(
  '/profile',
  z.strictObject({
    socialName: field(z.string().trim().min(1).max(64, 'A name has at most 64 characters')),
    ethWallet: field(
      z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid Ethereum wallet: 0x and 40 hex digits'),
    ),
    solWallet: field(
      z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana wallet: 32 to 44 base58 characters'),
    ),
    questPlatformId: field(
      z
        .string()
        .max(512)
        .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'Invalid URL'),
    ),
  }),
  z.strictObject({ profile: profileSchema }),
  "Edits the profile's name, wallets and quest platform id ('' clears one).",
);

const goodKind = z.enum(GOOD_KINDS as ['trait', 'item', 'crate'], {
  message: 'kind is trait, item or crate',
});
const listings = z.array(listingSchema);

export const market = read(
  '/market',
  z.strictObject({ listings, total: num }),
  'Active listings, filtered and sorted, 20 a page.',
  z
    .strictObject({
      kind: goodKind.optional(),
      id: queryInt('id is a whole number from 0 to 2147483647').optional(),
      rarity: queryInt('rarity is 0 to 3', 0, 3).optional(),
      sort: z.enum(['price', 'newest'], { message: 'sort is price or newest' }).default('newest'),
      order: z.enum(['asc', 'desc'], { message: 'order is asc or desc' }).optional(),
      page: queryInt('page is a whole number from 1 to 2147483647', 1).default(1),
    })
    .refine((q) => q.id === undefined || q.kind !== undefined, { message: 'Choose a kind with an id' }),
);
export const marketMine = read('/market/mine', z.strictObject({ listings }), "The player's own listings.");
export const marketHistory = read(
  '/market/history',
  z.strictObject({ floor: num.nullable(), sales: z.array(saleSchema) }),
  "A good's floor price and its last 30 sales.",
  z.strictObject({ kind: goodKind, id: queryInt('id is a whole number from 0 to 2147483647') }),
);

const wholeNumber = (name: string) =>
  z.number().int(`${name} must be a whole number`).min(1, `${name} must be 1 or more`);
const quantity = wholeNumber('quantity').max(1_000_000, 'quantity must be at most 1,000,000');
const listingId = z.string().min(1).max(64);

export const marketList = write(
  '/market/list',
  z.strictObject({
    good: z.strictObject({ kind: goodKind, id: int(0) }),
    quantity,
    price: wholeNumber('price').max(10_000_000, 'price must be at most 10,000,000 shards'),
  }),
  z.strictObject({ listing: listingSchema, pocket: pocketSchema }),
  'Lists goods for sale (the goods leave the pocket).',
  { pocket: pocketWiring },
);
export const marketBuy = write(
  '/market/buy',
  z.strictObject({ listingId, quantity }),
  z.strictObject({ listing: listingSchema, pocket: pocketSchema, received: rewardSchema, paid: num }),
  'Buys units of a listing.',
  { pocket: pocketWiring, received: rewardWiring },
);
export const marketCancel = write(
  '/market/cancel',
  z.strictObject({ listingId }),
  z.strictObject({ pocket: pocketSchema, listing: listingSchema, returned: rewardSchema }),
  'Cancels a listing (what is left comes back).',
  { pocket: pocketWiring, returned: rewardWiring },
);

export const mint = read(
  '/mint',
  mintSchema,
  'The mint window, the five passes and the reservations.',
  undefined,
  mintWiring,
);
export const mintReserve = write(
  '/mint/reserve',
  // The wire's `vaucher` is the code's `voucher`.
  z
    .strictObject({
      vaucher: z.union([z.enum(VOUCHER_KEYS as [string, ...string[]]), int()], {
        error: (issue) =>
          issue.input === undefined
            ? 'Required'
            : 'vaucher is a voucher name (Whitelist...) or a pass type (0, 1, 3, 4, 5)',
      }),
    })
    .transform(({ vaucher }) => ({ voucher: vaucher })),
  z.strictObject({
    reservation: z.strictObject({ type: num, name: z.string(), wallet: z.string(), at: z.string() }),
    pocket: pocketSchema,
  }),
  'Reserves a mint with a voucher.',
  { pocket: pocketWiring },
);

const historyGoods = ['shards', 'TWC', 'energy', 'xp', 'crates', 'vouchers', 'traits', 'items'] as const;
const historyKinds = [
  'expeditions',
  'crates',
  'crafting',
  'market',
  'missions',
  'referrals',
  'mint',
  'operators',
  'start',
] as const;

export const history = read(
  '/history',
  z.strictObject({ rows: z.array(historyRowSchema), next: num.nullable() }),
  "The player's ledger, newest first, by good and kind, paged by `before`.",
  z.strictObject({
    good: z.enum(historyGoods, { message: `good is one of ${historyGoods.join(', ')}` }).optional(),
    kind: z.enum(historyKinds, { message: `kind is one of ${historyKinds.join(', ')}` }).optional(),
    before: queryInt("before is a row id from the last page's next", 1).optional(),
    limit: queryInt('limit is a whole number from 1 to 100', 1, 100).default(50),
  }),
);

const noticeSettings = viewSchema<NoticeSettingsView>()(
  z.strictObject({ off: z.array(z.enum(NOTICE_KINDS)), system: z.boolean() }),
);
export const noticeSettingsRead = read(
  '/settings/notices',
  noticeSettings,
  'The kinds of notices the player turned off, and whether they come as system notifications.',
);
export const noticeSettingsWrite = endpoint({
  method: 'PUT',
  path: '/api/:userId/settings/notices',
  access: 'player',
  params: userParams,
  body: z.strictObject({
    off: z
      .array(z.enum(NOTICE_KINDS, { message: `a kind is one of ${NOTICE_KINDS.join(', ')}` }))
      .max(NOTICE_KINDS.length),
    system: z.boolean(),
  }),
  response: noticeSettings,
  doc: 'Replaces the notice settings (idempotent by itself); answers them as kept.',
});

export const live = endpoint({
  method: 'GET',
  path: '/api/:userId/live',
  access: 'player',
  params: userParams,
  query: noQuery,
  response: z.never(),
  produces: 'text/event-stream',
  doc: "The player's live stream (server-sent events: `hello`, `change`).",
});
