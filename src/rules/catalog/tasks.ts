import type { MissionField } from '../state.ts';

/** Community task / activity types with the spec's numbers. */
export const TaskType = {
  Flood: 0,
  Gm: 1,
  Meme: 2,
  Art: 3,
  Thread: 4,
  Referral: 5,
  Expedition: 6,
  Engage: 7,
  FloodAndGm: 17,
  ThreadAndMeme: 18,
  ThreadAndMemeAndArt: 19,
  Collab: 20,
} as const;
export type TaskType = (typeof TaskType)[keyof typeof TaskType];

export interface TaskInfo {
  type: TaskType;
  name: keyof typeof TaskType;
  /** XP granted per activity (spec section 9). */
  xp: number;
  /** The missions field the XP is credited to (game design section 6). */
  field: MissionField;
  /** Most activities of this type that pay in one UTC day, or null for no cap. */
  dailyCap: number | null;
  /** Most activities of this type that pay in the player's lifetime, or null for no cap. */
  lifetimeCap: number | null;
}

/** Every task type, in the spec's order. Referral's 1,500 XP is paid 5 at once and 1,495 at rank 2. */
export const TASKS: readonly TaskInfo[] = [
  { type: 0, name: 'Flood', xp: 10, field: 'floodXp', dailyCap: null, lifetimeCap: null },
  { type: 1, name: 'Gm', xp: 50, field: 'gmXp', dailyCap: null, lifetimeCap: null },
  { type: 2, name: 'Meme', xp: 350, field: 'memeXp', dailyCap: null, lifetimeCap: null },
  { type: 3, name: 'Art', xp: 100, field: 'artXp', dailyCap: null, lifetimeCap: null },
  { type: 4, name: 'Thread', xp: 350, field: 'threadXp', dailyCap: null, lifetimeCap: null },
  { type: 5, name: 'Referral', xp: 1500, field: 'referralXp', dailyCap: null, lifetimeCap: 10 },
  { type: 6, name: 'Expedition', xp: 25, field: 'expeditionXp', dailyCap: 3, lifetimeCap: null },
  { type: 7, name: 'Engage', xp: 100, field: 'engageXp', dailyCap: null, lifetimeCap: null },
  { type: 17, name: 'FloodAndGm', xp: 50, field: 'floodXp', dailyCap: null, lifetimeCap: null },
  { type: 18, name: 'ThreadAndMeme', xp: 350, field: 'threadXp', dailyCap: null, lifetimeCap: null },
  { type: 19, name: 'ThreadAndMemeAndArt', xp: 350, field: 'threadXp', dailyCap: 3, lifetimeCap: null },
  { type: 20, name: 'Collab', xp: 500, field: 'collabXp', dailyCap: 5, lifetimeCap: null },
];

/** Referral XP paid when the friend is recorded, and the rest paid when the friend reaches rank 2. */
export const REFERRAL_XP_AT_ONCE = 5;
export const REFERRAL_XP_AT_RANK_2 = 1495;

/** The task of a type number, or undefined. */
export function taskByType(type: number): TaskInfo | undefined {
  return TASKS.find((t) => t.type === type);
}
