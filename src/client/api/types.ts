/**
 * The shapes of the API's answers (api.md), until src/rules/views lands with the same names.
 * Times are ISO 8601 strings in UTC.
 */
import type { Reward } from '../../rules/reward.ts';
import type { VoucherKey } from '../../rules/catalog/vouchers.ts';

export type { Reward };
export type { WarlordView } from '../../rules/views/warlord-view.ts';
export type {
  PocketView,
  OwnedTraitView,
  OwnedItemView,
  OwnedWeaponView,
  OwnedPotionView,
} from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
export type { ExpeditionView, RegionView, ExpeditionRunView } from '../../rules/views/expedition-view.ts';
import type { ExpeditionRunView } from '../../rules/views/expedition-view.ts';

export interface SessionUser {
  profileId: string;
  discordId: string;
  username: string;
  avatar: string | null;
  token: string;
}

export interface Stats {
  yield: number;
  exploration: number;
  power: number;
  stealth: number;
}

export interface SendResult {
  expedition: ExpeditionRunView;
  newStage: number;
  energyLeft: number;
  time: string;
  warlord: WarlordView;
}

/** One outcome of a published drop table: its label (e.g. "2 Common trait cards") and chance 0..1. */
export interface DropChance {
  reward: string;
  chance: number;
}

export interface CrateShopEntry {
  kind: number;
  name: string;
  price: { shards: number; TWC: number };
  owned: number;
  rolls: number;
  table: DropChance[];
}

export interface CratesView {
  crates: CrateShopEntry[];
  gumball: { price: number; freeToday: boolean; table: DropChance[] };
}

export interface MissionsView {
  artXp: number;
  expeditionXp: number;
  floodXp: number;
  gmXp: number;
  memeXp: number;
  refferalXp: number;
  threadXp: number;
  engageXp: number;
  collabXp: number;
  craftXp: number;
  totalXp: number;
  battlePassLevelClaimed: number;
  battlePassMedals: number;
  today: Record<string, number>;
}

export interface BattlePassLimit {
  vaucher: VoucherKey;
  left: number;
}

export interface ProfileView {
  id: string;
  createdAt: string;
  discord: { id: string; username: string; avatar: string | null };
  social: { id: string | null; name: string | null };
  ethWallet: string | null;
  solWallet: string | null;
  questPlatformId: string | null;
  referrals: { count: number; xp: number };
}

export interface LeaderboardRow {
  place: number;
  profileId: string;
  username: string;
  avatar: string | null;
  level: number;
  rank: number;
  xp: number;
}

export interface LeaderboardPage {
  page: number;
  total: number;
  rows: LeaderboardRow[];
}

export interface HealthView {
  ok: boolean;
  db: string;
  version: string;
  /** Whether POST /api/_auth/dev is on (an additive field some servers send). */
  devLogin?: boolean;
}
