import type { Mouth } from './warlord-mouths.ts';

/**
 * The Warlord's key poses, as turns (radians) and offsets of its parts: the moves
 * (warlord-moves.ts) tween between them and the reference sheet (scripts/warlord-sheet.ts) draws
 * them, so what the sheet shows is what the scenes play.
 */

/** How the held weapon sits in the fist: its size against the figure, and its tilt forward. */
export const HELD_SCALE = 1.05;
export const HELD_TILT = 0.55;

export interface KeyPose {
  armL?: number;
  armR?: number;
  legL?: number;
  legR?: number;
  breath?: number;
  headY?: number;
  lids?: number;
  /** The right hand's weapon, turned in the fist (HELD_TILT standing; PI extends the arm). */
  wrist?: number;
  rotation?: number;
  lift?: number;
  /** How far in shadow (0-1, a tint: the Warlord is never see-through; warlord-rig.ts `shadow`). */
  shadow?: number;
  /** The mouth the move paints over the face's calm one (none: the face's own). */
  mouth?: Mouth;
}

/**
 * Every turn is positive outwards, away from the body (the right arm and leg towards +x, where the
 * foe stands; the left towards -x): an arm at PI points straight up, past PI it swings behind.
 */
export const POSES = {
  stand: { armL: 0.12, armR: 0.12 },
  breathIn: { armL: 0.16, armR: 0.16, breath: 1.02, headY: -3 },
  blink: { armL: 0.12, armR: 0.12, lids: 1 },
  stepA: { legL: 0.3, legR: -0.1, armL: -0.1, armR: 0.35, lift: -14 },
  stepB: { legL: -0.1, legR: 0.3, armL: 0.35, armR: -0.1, lift: 0 },
  // The whole body in the blow, not an arm alone (issue 24's review: "attack-pose arms rigid"):
  // it rears back on its back leg, then lunges, the front leg out, the off arm flung back.
  windUp: {
    armR: 2.7,
    wrist: 2.2,
    armL: 0.55,
    legL: 0.16,
    legR: -0.06,
    breath: 0.98,
    rotation: -0.12,
    mouth: 'grit',
  },
  strike: {
    armR: 1.35,
    wrist: 2.6,
    armL: 0.85,
    legL: 0.32,
    legR: 0.42,
    breath: 1.02,
    rotation: 0.14,
    lift: 14,
    mouth: 'shout',
  },
  castWindUp: { armR: 2.5, armL: 0.6, legL: 0.14, rotation: -0.08, mouth: 'grit' },
  cast: { armR: 1.5, armL: 0.7, legL: 0.28, legR: 0.34, rotation: 0.1, lift: 10, mouth: 'shout' },
  brace: {
    armL: 1.9,
    armR: 0.9,
    wrist: 1.2,
    legL: 0.18,
    legR: 0.12,
    breath: 0.97,
    rotation: -0.06,
    mouth: 'grit',
  },
  sneak: { armL: 0.7, armR: 0.7, legL: 0.3, legR: 0.3, breath: 0.94, headY: 24, lift: 40, shadow: 0.75 },
  hit: { armL: 0.5, armR: 0.4, rotation: -0.12, lids: 1, mouth: 'wince' },
  fall: { armL: 1.2, armR: 1.4, rotation: -1.35, lids: 1, shadow: 0.6, mouth: 'dazed' },
  beaten: { armL: 0.3, armR: 0.25, breath: 0.96, headY: 14, rotation: -0.08, lids: 0.45, mouth: 'sad' },
  cheer: { armL: 2.75, armR: 2.75, wrist: 3.0, lift: -70, legL: 0.2, legR: 0.2, mouth: 'smile' },
  retreat: { legL: 0.3, legR: -0.1, armL: 0.5, armR: -0.1, lift: -10 },
} satisfies Record<string, KeyPose>;

export type PoseName = keyof typeof POSES;
