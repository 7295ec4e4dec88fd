import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { TraitCategory } from '../../../rules/catalog/traits.ts';
import { ELEMENT_COLOR, type HeldWeapon, type Outfit } from './warlord-outfit.ts';

/**
 * The Warlord's skeleton, in the portrait's own units (the trait layers are 512 x 512, with the
 * anatomy of assets/src/portrait/anatomy.ts): the bust of the layers stands on drawn legs, so
 * the feet are at (256, 640). Each part has its pivot where it turns: hips, neck, eye line,
 * shoulders. The rig's own pivot is the feet, so `x`, `y` place the feet and `rotation` topples.
 */
export const RIG = {
  feet: { x: 256, y: 640 },
  hips: { x: 256, y: 512 },
  neck: { x: 256, y: 300 },
  eyes: { x: 256, y: 212 },
  shoulderL: { x: 58, y: 430 },
  shoulderR: { x: 454, y: 430 },
  /** The rig's height from the top of the hair to the soles. */
  height: 560,
} as const;

const INK = 0x1b1f2a;
const CLOTH = 0x3a3145;
const LEATHER = 0x5a3c26;
const STEEL = 0x9aa6b4;

function drawLeg(g: Graphics): void {
  g.clear()
    .roundRect(-26, 0, 52, 104, 18)
    .fill(CLOTH)
    .stroke({ color: INK, width: 6 })
    .roundRect(-32, 86, 66, 40, 14)
    .fill(LEATHER)
    .stroke({ color: INK, width: 6 });
}

function drawArm(g: Graphics): void {
  g.clear()
    .roundRect(-24, -10, 48, 140, 22)
    .fill(CLOTH)
    .stroke({ color: INK, width: 6 })
    .roundRect(-28, 96, 56, 40, 12)
    .fill(STEEL)
    .stroke({ color: INK, width: 6 })
    .circle(0, 150, 22)
    .fill(LEATHER)
    .stroke({ color: INK, width: 6 });
}

function drawSkirt(g: Graphics): void {
  g.clear()
    .poly([52, 498, 460, 498, 420, 560, 92, 560])
    .fill(CLOTH)
    .stroke({ color: INK, width: 6 })
    .rect(40, 490, 432, 26)
    .fill(LEATHER)
    .stroke({ color: INK, width: 6 })
    .roundRect(236, 486, 40, 34, 6)
    .fill(0xd4a017)
    .stroke({ color: INK, width: 5 });
}

/** A four-pointed sparkle: the weapon's glint. */
function drawGlint(g: Graphics): void {
  g.clear()
    .poly([0, -34, 7, -7, 34, 0, 7, 7, 0, 34, -7, 7, -34, 0, -7, -7])
    .fill(0xffffff)
    .circle(0, 0, 9)
    .fill(0xfff6c8);
}

/** A layer sprite placed in portrait units inside a part whose pivot is `at`. */
function layerSprite(at: { x: number; y: number }): Sprite {
  const s = new Sprite();
  s.position.set(-at.x, -at.y);
  s.visible = false;
  return s;
}

function part(at: { x: number; y: number }): Container {
  const c = new Container();
  c.position.set(at.x, at.y);
  return c;
}

/** The Warlord, cut into moving parts; `dress` puts the layer pictures on it. */
export class WarlordRig extends Container {
  readonly legL = new Graphics();
  readonly legR = new Graphics();
  readonly skirt = new Graphics();
  readonly body = part(RIG.hips);
  readonly head = part(RIG.neck);
  readonly eyes = part(RIG.eyes);
  readonly armL = part(RIG.shoulderL);
  readonly armR = part(RIG.shoulderR);
  readonly weapon = new Sprite();
  readonly offhand = new Sprite();
  readonly glint = new Graphics();
  /** Spell effects, sparks and swooshes, in portrait units; drawn over the figure. */
  readonly fx = new Container();
  readonly layers: Partial<Record<TraitCategory, Sprite>> = {};
  held: HeldWeapon | null = null;

  constructor() {
    super();
    this.label = 'warlord';
    this.pivot.set(RIG.feet.x, RIG.feet.y);
    drawLeg(this.legL);
    drawLeg(this.legR);
    this.legL.position.set(200, 540);
    this.legR.position.set(312, 540);
    drawSkirt(this.skirt);
    drawArm(this.armL.addChild(new Graphics()));
    drawArm(this.armR.addChild(new Graphics()));
    for (const [arm, sprite, flip] of [
      [this.armR, this.weapon, 1],
      [this.armL, this.offhand, -1],
    ] as const) {
      sprite.anchor.set(0.5, 0.62);
      sprite.position.set(0, 150);
      sprite.scale.set(0.95 * flip, 0.95);
      sprite.visible = false;
      arm.addChild(sprite);
    }
    this.armR.addChild(this.glint);
    drawGlint(this.glint);
    this.glint.alpha = 0;
    this.glint.position.set(0, 40);

    const suit = (this.layers.Suit = layerSprite(RIG.hips));
    const special = (this.layers.Special = layerSprite(RIG.hips));
    this.body.addChild(suit);
    const face = (this.layers.Face = layerSprite(RIG.neck));
    const eyes = (this.layers.Eyes = layerSprite(RIG.eyes));
    const hair = (this.layers.Hair = layerSprite(RIG.neck));
    this.eyes.addChild(eyes);
    this.eyes.position.set(RIG.eyes.x - RIG.neck.x, RIG.eyes.y - RIG.neck.y);
    this.head.addChild(face, this.eyes, hair);
    this.addChild(this.legL, this.legR, this.skirt, this.armL, this.body, this.head, this.armR);
    const over = part(RIG.hips);
    over.addChild(special);
    this.addChild(over, this.fx);
  }

  /** Puts on the outfit's pictures (those not loaded yet stay off until they are). */
  dress(outfit: Outfit, textures: Record<string, Texture>): void {
    for (const [category, sprite] of Object.entries(this.layers) as [TraitCategory, Sprite][]) {
      const img = outfit.layers[category];
      const texture = img ? textures[img] : undefined;
      sprite.visible = texture !== undefined;
      if (texture) {
        sprite.texture = texture;
        sprite.width = 512;
        sprite.height = 512;
      }
    }
    this.held = outfit.weapon;
    for (const [sprite, w] of [
      [this.weapon, outfit.weapon],
      [this.offhand, outfit.offhand],
    ] as const) {
      const texture = w ? textures[w.img] : undefined;
      sprite.visible = texture !== undefined;
      if (texture) sprite.texture = texture;
    }
  }

  /** The colour of what the Warlord strikes with: its weapon's element, or bright steel. */
  strikeColor(): number {
    return ELEMENT_COLOR[this.held?.element ?? 'steel'];
  }
}
