import { REGIONS } from '../../../rules/catalog/regions.ts';
import { CAMP, WORLD } from './map-layout.ts';
import { clearSpot } from './token-spot.ts';

/**
 * How tall the player's own Warlord stands on the map (world units): about 90 CSS px at the
 * desktop's fit, 60 on a tablet's; other players' marchers (world-marchers.tsx) stand 78.
 */
export const OWN_HEIGHT = 140;

/** The longest name shown under the feet (a longer one ends in "…"), so it covers no label. */
export const NAME_MAX = 14;

/** The name's width allowed for (30 px bold serif, about 18 units a letter). */
export const NAME_WIDTH = NAME_MAX * 18;

/** The name as the map shows it: at most NAME_MAX letters. */
export function mapName(name: string): string {
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name;
}

/** The name's outline, 7 units, half of it each side. */
const NAME_OUTLINE = 7;

/**
 * The name under the feet, cut to NAME_WIDTH as `measure` (its drawn width in world units) has it:
 * at most NAME_MAX letters, fewer for wide ones ("WWWWWWWWWWWWW…" is 470 units, not 250).
 */
export function fitName(name: string, measure: (text: string) => number): string {
  let shown = mapName(name);
  for (let keep = shown.length - 1; keep > 1 && measure(shown) > NAME_WIDTH - NAME_OUTLINE; keep--)
    shown = `${name.slice(0, keep - 1).trimEnd()}…`;
  return shown;
}

/** The run's path, camp to region, bowed north (as RunPath draws it): the point at `t` in 0..1. */
export function pathPoint(regionId: number, t: number): { x: number; y: number } {
  const info = REGIONS[regionId - 1];
  if (!info) return CAMP;
  const end = { x: info.position.x * WORLD.width, y: info.position.y * WORLD.height };
  const mid = { x: (CAMP.x + end.x) / 2, y: Math.min(CAMP.y, end.y) - 80 };
  const at = (a: number, b: number, c: number) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;
  return { x: at(CAMP.x, mid.x, end.x), y: at(CAMP.y, mid.y, end.y) };
}

/**
 * Where the Warlord waits at home: east of the camp's seal, clear of Region II's title and level
 * (which end at the seal), of Region V's level above it and of Region VI's title east of its name.
 */
export function homeSpot(): { x: number; y: number } {
  return { x: CAMP.x + 100, y: CAMP.y + 12 };
}

/**
 * Where it stands on a run: a third of the way before its first stage, on to nine tenths as the
 * stages are passed, moved to the nearest spot by the path where its figure covers no region's
 * words nor any emblem but its destination's (token-spot.ts). On a run it goes without its name (the glowing path says whose
 * it is): with a name under it, no such spot exists on some paths of this crowded world.
 */
export function runSpot(regionId: number, stage: number, maxStage: number): { x: number; y: number } {
  const key = `${regionId}:${stage}:${maxStage}`;
  const known = spots.get(key);
  if (known) return known;
  const done = Math.max(0, Math.min(1, (stage - 1) / Math.max(1, maxStage)));
  const spot = clearSpot((t) => pathPoint(regionId, t), 0.35 + 0.55 * done, OWN_HEIGHT, 0, regionId);
  spots.set(key, spot);
  return spot;
}

/** Spots found (a search costs some milliseconds; the world does not change). */
const spots = new Map<string, { x: number; y: number }>();
