/**
 * The shapes of the API's answers (api.md), until src/rules/views lands with the same names.
 * Times are ISO 8601 strings in UTC.
 */
import type { Reward } from '../../rules/reward.ts';

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
import type { ExpeditionRunView, RegionView } from '../../rules/views/expedition-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
export type {
  CratesView,
  CrateView as CrateShopEntry,
  DropChanceView as DropChance,
} from '../../rules/views/crates-view.ts';
import type { MissionsWire } from '../../contract/wire.ts';
/** GET /missions, as the wire names its fields. */
export type MissionsView = MissionsWire;
export type TaskView = MissionsView['tasks'][number];
import type { BattlePassLeftView } from '../../rules/views/battle-pass-view.ts';
/** One entry of GET /battle-pass/left. */
export type BattlePassLimit = BattlePassLeftView[number];

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
  /** How the stage went (a field the server adds to the contract). */
  how?: 'stealth' | 'power' | 'defeat';
}

/** The answer of POST /expedition/claim; the server adds how the run ended and what it granted. */
export interface ClaimResult {
  region: RegionView;
  pocket?: PocketView;
  outcome?: 'completed' | 'retreated' | 'failed';
  granted?: { shards: number; crates: number[] };
  xpGranted?: number;
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
  /** What the Warlord wears, on the top ten rows only (GET /leaderboard/{page}). */
  appliedTraits?: number[];
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
  /** The ways in this server offers: Discord OAuth and the development sign-in by name. */
  signIn?: { discord: boolean; dev: boolean };
}
