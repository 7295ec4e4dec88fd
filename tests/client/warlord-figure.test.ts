import { Container, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { ITEMS, isPotion, isWeapon } from '../../src/rules/catalog/items.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { atlasOf } from '../../src/client/scenes/shared/atlas-plan.ts';
import { outfitImages, outfitOf } from '../../src/client/scenes/warlord/warlord-outfit.ts';
import { attack, cheer, fall, hit, sneak, standUp } from '../../src/client/scenes/warlord/warlord-moves.ts';
import { POSES } from '../../src/client/scenes/warlord/warlord-pose.ts';
import { rigReports, setPose, WarlordRig } from '../../src/client/scenes/warlord/warlord-rig.ts';
import { heroSize } from '../../src/client/ui/hero-size.ts';

const byCategory = (cat: string) => TRAITS.filter((t) => t.category === cat).map((t) => t.id);

/** Every outfit a Warlord can wear, a trait of each category at a time, with weapons and potions. */
function outfits() {
  const weapons = ITEMS.filter(isWeapon).map((i) => i.id);
  const potions = ITEMS.filter(isPotion).map((i) => i.id);
  const list = [outfitOf([], [])];
  for (const cat of ['Face', 'Hair', 'Eyes', 'Suit', 'Background', 'Special'])
    for (const id of byCategory(cat)) list.push(outfitOf([id], []));
  weapons.forEach((w, i) =>
    list.push(
      outfitOf([2, 102, 202, 302], [w, weapons[(i + 1) % weapons.length]!, potions[i % potions.length]!, -1]),
    ),
  );
  return list;
}

describe('the full-figure Warlord', () => {
  it('needs only pictures of the one warlord atlas, so its parts load together', () => {
    for (const outfit of outfits())
      for (const img of outfitImages(outfit)) expect([img, atlasOf(img)]).toEqual([img, 'warlord']);
  });

  it('wears a body for every suit, a face (the bare one without a Face trait) and the eyelids of that face', () => {
    const bare = outfitOf([]);
    expect(bare.face).toBe('/images/figure/face-0.png');
    expect(bare.body.torso).toBe('/images/figure/suit-0-torso.png');
    const dressed = outfitOf([4, 309], [274, 515, 780, 770]);
    expect(dressed.lids).toBe('/images/figure/lids-4.png');
    expect(dressed.body).toEqual({
      torso: '/images/figure/suit-9-torso.png',
      arm: '/images/figure/suit-9-arm.png',
      leg: '/images/figure/suit-9-leg.png',
    });
    expect(dressed.potions).toEqual(['/images/figure/belt-780.png', '/images/figure/belt-770.png']);
    expect([dressed.weapon?.kind, dressed.offhand?.kind]).toEqual(['Melee', 'Spell']);
  });

  it('stays hidden until every picture of its outfit is in, then shows all of its parts at once', () => {
    const rig = new WarlordRig();
    const outfit = outfitOf([2, 102, 202, 302, 502], [274, 515, 780, 770]);
    const all = Object.fromEntries(outfitImages(outfit).map((img) => [img, Texture.WHITE]));
    const { [outfit.body.torso]: _torso, ...withoutTorso } = all;
    expect(rig.dress(outfit, withoutTorso)).toBe(false);
    expect(rig.visible).toBe(false);
    expect(rig.dress(outfit, all)).toBe(true);
    expect(rig.visible).toBe(true);
    for (const part of [rig.torso, rig.sleeveL, rig.sleeveR, rig.thighL, rig.thighR, rig.weapon, rig.offhand])
      expect(part.visible).toBe(true);
    expect(rig.potions.map((p) => p.visible)).toEqual([true, true]);
  });

  it('reports a shown rig missing a worn part, and a whole one missing nothing', () => {
    const rig = new WarlordRig();
    const stage = new Container();
    stage.addChild(rig);
    const outfit = outfitOf([2, 102, 202, 302], [274, -1, -1, -1]);
    const textures = Object.fromEntries(outfitImages(outfit).map((img) => [img, Texture.WHITE]));
    // Pixi's white texture is 1 px: give the report pictures of a real size.
    const picture = new Texture({ source: Texture.WHITE.source, frame: Texture.WHITE.frame });
    Object.defineProperty(picture.source, 'width', { value: 16 });
    for (const k of Object.keys(textures)) textures[k] = picture;
    rig.dress(outfit, textures);
    const mine = () => rigReports().find((r) => r.shown)!;
    expect(mine().missing).toEqual([]);
    rig.sleeveL.visible = false;
    expect(mine().missing).toEqual(['left arm']);
    stage.removeChild(rig);
  });

  it('lifts its arms outwards for a cheer and shuts its lids for a blink', () => {
    const rig = new WarlordRig();
    setPose(rig, POSES.cheer);
    // The left arm turns clockwise (its fist out to the left and up), the right one anticlockwise.
    expect(rig.armL.rotation).toBeGreaterThan(2.5);
    expect(rig.armR.rotation).toBeLessThan(-2.5);
    setPose(rig, POSES.blink);
    expect(rig.shut).toBe(1);
    setPose(rig, POSES.stand);
    expect(rig.shut).toBe(0);
  });

  it('stays opaque through every move, in shadow by a tint where it sneaks and falls', () => {
    const moves = { sneak, standUp, fall, cheer, attack, hit: (r: WarlordRig) => hit(r, 10) };
    for (const [name, move] of Object.entries(moves)) {
      const rig = new WarlordRig();
      const tl = move(rig).pause();
      let darkest = 0xffffff;
      // Frame by frame, at 60 a second, from the first to past the last.
      for (let t = 0; t <= tl.duration() + 0.05; t += 1 / 60) {
        tl.seek(t);
        expect([name, t, rig.alpha]).toEqual([name, t, 1]);
        darkest = Math.min(darkest, rig.tint & 0xff);
      }
      if (name === 'sneak' || name === 'fall') expect([name, darkest < 0xc0]).toEqual([name, true]);
      tl.kill();
    }
  });
});

describe('the hero portrait', () => {
  it('takes a fifth of the viewport or more at 1440x900, 1080x810 and 810x1080', () => {
    for (const [w, h] of [
      [1440, 900],
      [1080, 810],
      [810, 1080],
    ] as const) {
      const { width, height } = heroSize(w, h);
      expect((width * height) / (w * h)).toBeGreaterThanOrEqual(0.2);
      expect(height).toBeLessThan(h);
    }
  });

  it('stands whole in the first screen under what the page puts above it, still a fifth of it', () => {
    // The review's 1440x900 pocket: the box began 297 px down (the heading and the first steps),
    // 666 px tall, and the feet fell under the fold.
    for (const [w, h, top] of [
      [1440, 900, 297],
      [1440, 900, 186],
      [1080, 810, 330],
      [1080, 810, 200],
      [810, 1080, 330],
    ] as const) {
      const { width, height } = heroSize(w, h, top);
      expect([w, h, top, top + height <= h]).toEqual([w, h, top, true]);
      expect((width * height) / (w * h)).toBeGreaterThanOrEqual(0.2);
      expect(width).toBeLessThanOrEqual(w * 0.46 + 1);
    }
    // Above the tablet's tabs in portrait (64 px fixed to the foot): the review's 810x1080 pocket
    // began 383 px down, under the first steps, and its feet stood under the tabs.
    for (const top of [383, 330, 200]) {
      const { width, height } = heroSize(810, 1080, top, 64);
      expect([top, top + height <= 1080 - 64]).toEqual([top, true]);
      expect((width * height) / (810 * 1080)).toBeGreaterThanOrEqual(0.2);
    }
    // Where nothing stands above it, no taller than before (74% of the height).
    expect(heroSize(1440, 900, 80).height).toBe(666);
  });

  it('keeps a fifth of the viewport where the first screen has no room for one', () => {
    const { width, height } = heroSize(1080, 810, 600);
    expect(width).toBe(497);
    expect(width * height).toBeGreaterThanOrEqual((1080 * 810) / 5);
  });
});
