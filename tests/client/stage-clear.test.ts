/**
 * Where the Warlord ends a stage clear of its foes (stage-clear.ts): past the foe and its pack by
 * stealth, the land panning where the stage is too narrow; knocked back clear of the foe on a defeat.
 */
import { Rectangle, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { foeReach, knockedBack, slipPast } from '../../src/client/scenes/stage-run/stage-clear.ts';

const warlord = { left: -100, right: 120 };

describe('the end of a stage, clear of the foes', () => {
  it('reaches as far as a foe’s trimmed picture does, either side of its feet', () => {
    const texture = new Texture({
      frame: new Rectangle(0, 0, 300, 440),
      orig: new Rectangle(0, 0, 420, 440),
      trim: new Rectangle(60, 0, 300, 440),
    });
    // 400 px tall: a canvas 420 px wide, its feet at 210.
    const reach = foeReach(texture, 400);
    expect(reach.left).toBeCloseTo(-150, 6);
    expect(reach.right).toBeCloseTo(150, 6);
    expect(foeReach(null, 400)).toEqual({ left: -200, right: 200 });
  });

  it('slips past the farthest foe where the stage has room, without panning', () => {
    const end = slipPast(1440, 8, warlord, [{ x: 800, reach: { left: -140, right: 140 } }], 20);
    expect(end).toEqual({ x: 1060, pan: 0 });
  });

  it('pans the land by what the stage lacks, the Warlord at its edge', () => {
    const foes = [
      { x: 500, reach: { left: -200, right: 200 } },
      { x: 720, reach: { left: -80, right: 80 } },
    ];
    const end = slipPast(810, 8, warlord, foes, 20);
    expect(end.x).toBe(810 - 8 - 120);
    // Its left edge clear of the pack's right edge, moved left with the land, by the gap.
    expect(end.x + warlord.left - (800 - end.pan)).toBe(20);
  });

  it('is knocked back clear of the foe, never off the stage', () => {
    const foe = { x: 600, reach: { left: -200, right: 200 } };
    expect(knockedBack(350, 40, 8, warlord, foe, 20)).toBe(260);
    expect(knockedBack(300, 10, 8, warlord, foe, 20)).toBe(260);
    expect(knockedBack(150, 10, 8, warlord, { x: 250, reach: foe.reach }, 20)).toBe(108);
  });
});
