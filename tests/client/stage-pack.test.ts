/**
 * The foe's pack (stage-pack.ts): two smaller of its kind behind it, on the stage; the same jeers
 * whatever the outcome until the verdict; then they flee on a pass by force, stay facing the smoke
 * on one by stealth (moving with the land where it pans), and leap on a defeat; whole on an upright
 * stage. Their frames (stage-foe-frames.ts) follow: brandishing with their leader's blows, hurt as
 * they flee, roaring as they leap.
 */
import { gsap } from 'gsap';
import { Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import type { FoeFrames, FoeSprite } from '../../src/client/scenes/stage-run/stage-foe-frames.ts';
import { FoePack } from '../../src/client/scenes/stage-run/stage-pack.ts';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';
import type { StagePhase } from '../../src/client/scenes/stage-run/stage-phase.ts';

const WIDTH = 1440;
const L = stageLayout(WIDTH, 900, 56, 0);

/** Three frames on the foe's 420 x 440 canvas. */
function frames(): FoeFrames {
  const frame = () => {
    const texture = new Texture();
    texture.orig.width = 420;
    texture.orig.height = 440;
    return texture;
  };
  return { idle: frame(), strike: frame(), hurt: frame() };
}

function pack(): FoePack {
  const p = new FoePack();
  p.build(frames(), L.foe.height);
  p.place(L, WIDTH);
  return p;
}

const sprites = (p: FoePack) => p.children as FoeSprite[];

const CLASH = 1.6;
const VERDICT = 1.85;

/** A pack through a fight whose verdict is `phase`, its timeline paused at its start. */
function fight(phase: Exclude<StagePhase, 'travel'>) {
  const p = pack();
  const tl = gsap.timeline({ paused: true });
  p.enter(tl, WIDTH, 0, CLASH);
  // They brandish as their leader strikes (its blow), as the run's scene has them.
  p.posed(tl, 'strike', 0.9);
  p.posed(tl, 'idle', 1.2);
  p.answer(tl, phase, VERDICT, WIDTH);
  tl.to({}, { duration: 4 }, 0);
  const at = (t: number) => {
    tl.seek(t, false);
    return sprites(p).map((s) => ({
      x: Math.round(s.x),
      y: Math.round(s.y),
      alpha: Number(s.alpha.toFixed(2)),
      facing: Math.sign(s.scale.x),
      frame: s.pose,
    }));
  };
  return { p, at };
}

describe('the foe’s pack', () => {
  it('stands behind its leader, smaller, on the stage', () => {
    const p = pack();
    expect(sprites(p)).toHaveLength(2);
    for (const s of sprites(p)) {
      expect(s.x).toBeGreaterThan(L.foe.x);
      expect(s.x).toBeLessThan(WIDTH);
      expect(s.y).toBeLessThanOrEqual(L.groundY);
      expect(s.alpha).toBe(0);
    }
  });

  it('comes in and jeers the same way whatever the verdict, until the verdict', () => {
    const runs = (['power', 'stealth', 'defeat'] as const).map((phase) => fight(phase));
    for (let t = 0; t < VERDICT; t += 0.05) {
      const seen = runs.map((r) => JSON.stringify(r.at(t)));
      expect(new Set(seen).size, `at ${t.toFixed(2)} s`).toBe(1);
    }
    // In view and hopping meanwhile.
    const { at } = runs[0]!;
    expect(at(0.6).every((s) => s.alpha === 1)).toBe(true);
    const ys = new Set<number>();
    for (let t = 0.5; t < CLASH; t += 0.05) for (const s of at(t)) ys.add(s.y);
    expect(ys.size).toBeGreaterThan(4);
    expect([at(0.6), at(1), at(1.3)].map((seen) => seen.map((s) => s.frame))).toEqual([
      ['idle', 'idle'],
      ['strike', 'strike'],
      ['idle', 'idle'],
    ]);
  });

  it('flees off the stage when its leader falls, stays facing the smoke when the Warlord slips by, leaps when it wins', () => {
    const power = fight('power').at(3.9);
    expect(power.every((s) => s.x > WIDTH && s.facing === -1 && s.frame === 'hurt')).toBe(true);
    const stealth = fight('stealth');
    const marks = stealth.at(0);
    expect(
      stealth
        .at(3.9)
        .every((s, i) => s.alpha === 1 && s.facing === 1 && s.x === marks[i]!.x && s.frame === 'idle'),
    ).toBe(true);
    const defeat = fight('defeat');
    const home = defeat.at(0);
    const leaps = [2.2, 2.3, 2.4, 2.5, 2.6].map((t) => defeat.at(t));
    for (const [i, h] of home.entries())
      expect(Math.min(...leaps.map((l) => l[i]!.y - h.y)), `the ${i}th`).toBeLessThan(-15);
    expect(leaps.slice(1).every((l) => l.every((s) => s.frame === 'strike'))).toBe(true);
    const end = defeat.at(3.9);
    expect(end.map((s, i) => s.y - home[i]!.y)).toEqual([0, 0]);
    expect(end.every((s) => s.alpha === 1 && s.facing === 1 && s.x < WIDTH)).toBe(true);
  });

  it('moves with the land where it pans under a stealth pass, still facing the smoke', () => {
    const p = pack();
    const tl = gsap.timeline({ paused: true });
    p.enter(tl, WIDTH, 0, CLASH);
    p.answer(tl, 'stealth', VERDICT, WIDTH, { px: 120, at: VERDICT + 0.2, seconds: 0.75 });
    tl.to({}, { duration: 4 }, 0);
    tl.seek(0, false);
    const home = sprites(p).map((s) => s.x);
    tl.seek(3.9, false);
    expect(sprites(p).map((s) => Math.round(home.shift()! - s.x))).toEqual([120, 120]);
    expect(sprites(p).every((s) => s.scale.x > 0)).toBe(true);
  });

  it('stands whole on the upright tablet, beside its leader', () => {
    const U = stageLayout(810, 1080, 56, 64);
    const p = new FoePack();
    p.build(frames(), U.foe.height);
    p.place(U, 810);
    for (const s of sprites(p)) {
      s.alpha = 1;
      const b = s.getBounds();
      expect(b.minX).toBeGreaterThanOrEqual(0);
      expect(b.maxX).toBeLessThanOrEqual(810);
      expect(s.x).toBeGreaterThan(U.foe.x);
    }
  });

  it('is out of sight at its marks again for the next march', () => {
    const { p, at } = fight('defeat');
    at(3.9);
    p.reset();
    expect(sprites(p).every((s) => s.alpha === 0 && s.scale.x > 0 && s.pose === 'idle')).toBe(true);
  });
});
