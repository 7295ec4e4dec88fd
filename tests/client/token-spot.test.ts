// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { EMBLEM_WORLD, fitCamera, toScreen, WORLD } from '../../src/client/scenes/region-map/map-layout.ts';
import {
  fitName,
  homeSpot,
  mapName,
  NAME_WIDTH,
  OWN_HEIGHT,
  runSpot,
} from '../../src/client/scenes/region-map/own-warlord-spot.ts';
import { clearOfLabels, tokenBoxes, type Box } from '../../src/client/scenes/region-map/token-spot.ts';

/**
 * Each title's width as Chromium draws it on this machine's fallback, DejaVu Serif bold at 34 px
 * (canvas measureText, 2026-11-28), the widest font the map's label style may get.
 */
const MEASURED_TITLE: Record<string, number> = {
  'Ashen Dunes': 248,
  'Mirefen Marsh': 284,
  'Shattered Glacier': 337,
  'Emberfall Caldera': 347,
  'Hollow Woods': 268,
  'Sunken Ruins': 265,
  'Obsidian Citadel': 317,
  'Stormspire Peaks': 335,
  'Abyssal Rift': 226,
  'Throne of Ages': 289,
};
/** "Cooling 23h 59m", the widest status line, at 28 px. */
const MEASURED_STATUS = 265;

/**
 * A region's words as drawn (region-emblem.tsx): the title from 70 under the emblem's centre, 34 px
 * with its 7 px outline; the status line from 110, 28 px with its 6 px outline.
 */
function drawnWords(r: (typeof REGIONS)[number]): Box[] {
  const x = r.position.x * WORLD.width;
  const y = r.position.y * WORLD.height;
  const title = MEASURED_TITLE[r.title]! + 7;
  const status = MEASURED_STATUS + 6;
  const top = y + EMBLEM_WORLD / 2 + 4;
  return [
    { left: x - title / 2, top, right: x + title / 2, bottom: top + 34 * 1.2 + 7 },
    { left: x - status / 2, top: top + 40, right: x + status / 2, bottom: top + 40 + 28 * 1.2 + 6 },
  ];
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every stop of every run: each region's stages, and the claim at its end. */
const stops = REGIONS.flatMap((r) =>
  Array.from({ length: r.maxStage + 1 }, (_, i) => ({ region: r, stage: i + 1 })),
);

describe("the player's Warlord on the map", () => {
  it('waits at home clear of every label, Mirefen Marsh first', () => {
    expect(clearOfLabels(homeSpot(), OWN_HEIGHT, NAME_WIDTH)).toBe(true);
  });

  it('cuts a long name to fit', () => {
    expect(mapName('Short')).toBe('Short');
    expect(mapName('A very long warlord name')).toBe('A very long w…');
    expect(mapName('A very long warlord name').length).toBeLessThanOrEqual(14);
  });

  it('cuts a name of wide letters to the room it has, not to a count of letters', () => {
    const wide = (t: string) => [...t].reduce((w, c) => w + (c === 'W' ? 33 : 18), 0);
    expect(fitName('Hero desktop', wide)).toBe('Hero desktop');
    const shown = fitName('WWWWWWWWWWWWWWWW', wide);
    expect(shown).toBe('WWWWWW…');
    expect(wide(shown)).toBeLessThanOrEqual(NAME_WIDTH);
  });

  it('stands by every run path, at every stage, clear of every label and of every emblem but its own region’s', () => {
    for (const { region: r, stage } of stops)
      expect([r.name, stage, clearOfLabels(runSpot(r.id, stage, r.maxStage), OWN_HEIGHT, 0, r.id)]).toEqual([
        r.name,
        stage,
        true,
      ]);
  });

  it('covers no region’s name as Chromium draws it, at home and at every stop, at the three sizes', () => {
    const sizes = [
      { width: 1440, height: 900, cover: { top: 60, right: 384, bottom: 0 } },
      { width: 1080, height: 810, cover: { top: 64, right: 0, bottom: 250, regions: true } },
      { width: 810, height: 1080, cover: { top: 56, right: 0, bottom: 350, fill: true } },
    ];
    const words = REGIONS.flatMap((r) => drawnWords(r).map((box) => ({ r, box })));
    const at = [
      { name: 'home', spot: homeSpot(), nameWidth: NAME_WIDTH },
      ...stops.map(({ region: r, stage }) => ({
        name: `${r.title} ${stage}`,
        spot: runSpot(r.id, stage, r.maxStage),
        nameWidth: 0,
      })),
    ];
    for (const size of sizes) {
      const camera = fitCamera(size.width, size.height, size.cover);
      const onScreen = (b: Box): Box => {
        const a = toScreen(camera, size, { x: b.left, y: b.top });
        const z = toScreen(camera, size, { x: b.right, y: b.bottom });
        return { left: a.x, top: a.y, right: z.x, bottom: z.y };
      };
      const covered = at.flatMap(({ name, spot, nameWidth }) =>
        tokenBoxes(spot, OWN_HEIGHT, nameWidth).flatMap((t) =>
          words.filter((w) => overlaps(onScreen(t), onScreen(w.box))).map((w) => `${name} on ${w.r.title}`),
        ),
      );
      expect([size.width, covered]).toEqual([size.width, []]);
    }
  });
});
