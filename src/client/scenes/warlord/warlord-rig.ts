import { Container, Graphics, GraphicsPath, Sprite, Texture } from 'pixi.js';
import {
  ARM_FRAME,
  FACE_SKIN,
  FIGURE,
  FIST,
  GRIP,
  LEG_FRAME,
  POTION_SCALE,
  TORSO_FRAME,
  type PartFrame,
} from './warlord-anatomy.ts';
import { MOUTH_INK, MOUTH_PATCH, MOUTHS, type Mouth } from './warlord-mouths.ts';
import { ELEMENT_COLOR, outfitImages, type HeldWeapon, type Outfit } from './warlord-outfit.ts';
import { HELD_SCALE, HELD_TILT, POSES, type KeyPose } from './warlord-pose.ts';

/**
 * The Warlord's skeleton, in the portrait's own units (warlord-anatomy.ts): the head layers are
 * 512 x 512 at the origin, the body goes down to the soles at (256, 800). Each part has its pivot
 * where it turns: waist, neck, eye line, shoulders, hips. The rig's own pivot is the feet, so
 * `x`, `y` place the feet and `rotation` topples.
 */
export const RIG = {
  feet: FIGURE.feet,
  hips: FIGURE.hips,
  neck: FIGURE.neck,
  eyes: FIGURE.eyes,
  shoulderL: FIGURE.shoulderL,
  shoulderR: FIGURE.shoulderR,
  /** Where a blow or a spell leaves the Warlord (the striking fist, chest high). */
  reach: { x: 470, y: 420 },
  /** The rig's height from the top of the hair to the soles. */
  height: FIGURE.height,
} as const;

/** The top of the eyes, where the lids hang from. */
const LID_TOP = FIGURE.eyes.y - 16;

/** A four-pointed sparkle: the weapon's glint. */
function drawGlint(g: Graphics): void {
  g.clear()
    .poly([0, -34, 7, -7, 34, 0, 7, 7, 0, 34, -7, 7, -34, 0, -7, -7])
    .fill(0xffffff)
    .circle(0, 0, 9)
    .fill(0xfff6c8);
}

/** A part's picture, placed so that its frame's pivot sits on the part's origin. */
function partSprite(frame: PartFrame, flip = 1): Sprite {
  const s = new Sprite();
  s.anchor.set(frame.pivot.x / frame.width, frame.pivot.y / frame.height);
  s.scale.x = flip;
  return s;
}

/** A head layer (512 x 512 at the origin) inside a part whose pivot is `at`. */
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

/** Sets a sprite's texture, keeping the frame's full size in art units (a trimmed frame keeps its source size). */
function wear(sprite: Sprite, texture: Texture | undefined, size?: { width: number; height: number }): void {
  sprite.visible = texture !== undefined;
  if (!texture) return;
  sprite.texture = texture;
  if (size) {
    sprite.width = size.width * Math.sign(sprite.scale.x || 1);
    sprite.height = size.height;
  }
}

/** What a browser test reads of a rig on a frame: whether it shows, and which worn parts it shows without. */
export interface RigReport {
  shown: boolean;
  missing: string[];
  /** The label of the nearest labelled container around it (the map's `own-warlord`, a marcher's). */
  where: string;
  /** How tall it stands on its canvas (CSS px). */
  height: number;
  /** Where its lowest point (the boots' soles) is drawn, from the top of its canvas (CSS px). */
  feet: number;
  /** The name shown with it (a text labelled `name` beside it in that container), or null. */
  named: string | null;
  /**
   * Every picture it draws has mipmaps on the GPU (atlas-plan.ts `mipmaps`; set once a renderer
   * has uploaded it): scaled down, it averages its texels rather than stepping its outlines.
   */
  mipmapped: boolean;
}

/** The nearest labelled container among a container's ancestors. */
function labelledOf(c: Container): Container | null {
  for (let node: Container | null = c.parent; node; node = node.parent) if (node.label) return node;
  return null;
}

/** The text of a shown child labelled `name` of `holder`, if any. */
function nameBeside(holder: Container | null): string | null {
  const tag = holder?.children.find((k) => k.label === 'name') as
    (Container & { text?: unknown }) | undefined;
  return tag?.visible && typeof tag.text === 'string' ? tag.text : null;
}

const LIVE = new Set<WarlordRig>();

/** Whether a sprite draws a loaded picture. */
const draws = (s: Sprite) => s.visible && s.texture !== Texture.EMPTY && s.texture.source.width > 1;

/** Whether a display object and all its ancestors are visible and not transparent. */
function showing(c: Container): boolean {
  for (let node: Container | null = c; node; node = node.parent)
    if (!node.visible || node.alpha <= 0) return false;
  return true;
}

/** Every live rig's report (the browser tests' view of the scene graph, on `window.warlordRigs` under automation). */
export function rigReports(): RigReport[] {
  return [...LIVE].map((rig) => {
    const o = rig.outfit;
    const parts: [string, Sprite, boolean][] = [
      ['torso', rig.torso, true],
      ['left arm', rig.sleeveL, true],
      ['right arm', rig.sleeveR, true],
      ['left leg', rig.thighL, true],
      ['right leg', rig.thighR, true],
      ['face', rig.layers.Face, true],
      ['eyes', rig.layers.Eyes, Boolean(o?.layers.Eyes)],
      ['hair', rig.layers.Hair, Boolean(o?.layers.Hair)],
      ['special', rig.layers.Special, Boolean(o?.layers.Special)],
      ['weapon', rig.weapon, Boolean(o?.weapon)],
      ['offhand', rig.offhand, Boolean(o?.offhand)],
    ];
    const missing = parts.filter(([, s, worn]) => worn && !draws(s)).map(([name]) => name);
    const mipmapped = parts.every(([, s]) => !draws(s) || s.texture.source.mipLevelCount > 1);
    if (!o) missing.push('outfit');
    const bounds = rig.outfit ? rig.getBounds() : null;
    const height = bounds ? Math.round(bounds.height) : 0;
    const holder = labelledOf(rig);
    return {
      shown: showing(rig),
      missing,
      where: holder?.label ?? '',
      height,
      feet: bounds ? Math.round(bounds.maxY) : 0,
      named: nameBeside(holder),
      mipmapped,
    };
  });
}

if (typeof navigator !== 'undefined' && navigator.webdriver)
  (window as unknown as { warlordRigs?: typeof rigReports }).warlordRigs = rigReports;

/**
 * The Warlord, cut into moving parts: legs (hips), body = torso with belt and potions (waist),
 * two arms (shoulders) with the weapons in their fists, the head = face + eyes + lids + hair
 * (neck), Special over it, a glint and an `fx` layer for effects. It stays hidden until `dress`
 * has every picture of its outfit: all its parts appear together or not at all.
 */
export class WarlordRig extends Container {
  readonly legL = part(FIGURE.hipL);
  readonly legR = part(FIGURE.hipR);
  readonly body = part(FIGURE.hips);
  readonly head = part(FIGURE.neck);
  /** The eye line, holding the Eyes layer. */
  readonly eyes = part(FIGURE.eyes);
  /** The eyelids, hung from the top of the eyes and shut by stretching them down (`shut`). */
  readonly lidsPart = part({ x: FIGURE.eyes.x, y: LID_TOP });
  readonly lids = new Sprite();
  readonly armL = part(FIGURE.shoulderL);
  readonly armR = part(FIGURE.shoulderR);
  readonly weapon = new Sprite();
  readonly offhand = new Sprite();
  readonly glint = new Graphics();
  /** The mouth a move paints over the face's own (warlord-mouths.ts), in the head's 512 units. */
  readonly mouthMark = new Graphics();
  /** Spell effects, sparks and swooshes, in portrait units; drawn over the figure. */
  readonly fx = new Container();
  readonly layers: { Face: Sprite; Eyes: Sprite; Hair: Sprite; Special: Sprite } = {
    Face: layerSprite(FIGURE.neck),
    Eyes: layerSprite(FIGURE.eyes),
    Hair: layerSprite(FIGURE.neck),
    Special: layerSprite(FIGURE.neck),
  };
  readonly torso = partSprite(TORSO_FRAME);
  readonly sleeveL = partSprite(ARM_FRAME, -1);
  readonly sleeveR = partSprite(ARM_FRAME);
  readonly thighL = partSprite(LEG_FRAME, -1);
  readonly thighR = partSprite(LEG_FRAME);
  readonly potions = [new Sprite(), new Sprite()] as const;
  held: HeldWeapon | null = null;
  /** The outfit it wears, once dressed. */
  outfit: Outfit | null = null;

  constructor() {
    super();
    this.label = 'warlord';
    this.visible = false;
    // Reported while it stands in a scene.
    this.on('added', () => LIVE.add(this));
    this.on('removed', () => LIVE.delete(this));
    this.pivot.set(RIG.feet.x, RIG.feet.y);

    this.legL.addChild(this.thighL);
    this.legR.addChild(this.thighR);
    this.body.addChild(this.torso);
    this.potions.forEach((p, i) => {
      const at = i === 0 ? FIGURE.potionL : FIGURE.potionR;
      p.anchor.set(0.5, 40 / 256);
      p.position.set(at.x - FIGURE.hips.x, at.y - FIGURE.hips.y);
      p.scale.set(POTION_SCALE);
      p.rotation = i === 0 ? 0.12 : -0.12;
      p.visible = false;
      this.body.addChild(p);
    });

    // Each arm: the weapon behind the fist's fingers, then the sleeve. The left arm is the
    // right one mirrored (its sprites flip), so its turns are mirrored too (see setArm).
    for (const [arm, sleeve, sprite, flip] of [
      [this.armR, this.sleeveR, this.weapon, 1],
      [this.armL, this.sleeveL, this.offhand, -1],
    ] as const) {
      sprite.anchor.set(GRIP.x / 256, GRIP.y / 256);
      sprite.position.set(FIST.x * flip, FIST.y);
      sprite.rotation = HELD_TILT * flip;
      sprite.scale.set(HELD_SCALE * flip, HELD_SCALE);
      sprite.visible = false;
      arm.addChild(sprite, sleeve);
    }
    this.armR.addChild(this.glint);
    drawGlint(this.glint);
    this.glint.alpha = 0;

    const { Face, Eyes, Hair, Special } = this.layers;
    this.lids.position.set(-FIGURE.eyes.x, -LID_TOP);
    this.lids.visible = false;
    this.lidsPart.addChild(this.lids);
    this.lidsPart.position.set(FIGURE.eyes.x - FIGURE.neck.x, LID_TOP - FIGURE.neck.y);
    this.lidsPart.scale.y = 0;
    this.eyes.addChild(Eyes);
    this.eyes.position.set(FIGURE.eyes.x - FIGURE.neck.x, FIGURE.eyes.y - FIGURE.neck.y);
    this.mouthMark.position.set(-FIGURE.neck.x, -FIGURE.neck.y);
    this.mouthMark.visible = false;
    this.head.addChild(Face, this.mouthMark, this.eyes, this.lidsPart, Hair, Special);
    this.addChild(this.legL, this.legR, this.body, this.armL, this.head, this.armR, this.fx);
    setPose(this, POSES.stand);
  }

  /**
   * How far the Warlord is in shadow: 0 in full colour, 1 a dusky blue-grey (sneaking, fallen).
   * A tint, never a transparency: a see-through rig shows its parts through each other (the arm
   * behind the head showed through the face), so the Warlord stays opaque in every frame.
   */
  get shadow(): number {
    return this.shadowAmount;
  }
  set shadow(v: number) {
    this.shadowAmount = Math.max(0, Math.min(1, v));
    this.tint = shadeColor(this.shadowAmount);
  }
  private shadowAmount = 0;

  /** The eyelids' closure: 0 open, 1 shut. */
  get shut(): number {
    return this.lidsPart.scale.y;
  }
  set shut(v: number) {
    this.lidsPart.scale.y = v;
    this.lids.visible = v > 0.02 && this.lids.texture !== undefined;
  }

  /**
   * The mouth between moves (null: the face's own): a pose that names no mouth shows this one, so
   * a Warlord that won keeps its smile through its breathing and blinks, and one that lost its sad
   * mouth, until a new march sets it back.
   */
  restMouth: Mouth | null = null;

  /** The mouth a move shows (null: the face's own). */
  get mouth(): Mouth | null {
    return this.mouthShown;
  }
  set mouth(m: Mouth | null) {
    if (m === this.mouthShown) return;
    this.mouthShown = m;
    this.drawMouth();
  }
  private mouthShown: Mouth | null = null;
  private skin = FACE_SKIN[0]!;

  private drawMouth(): void {
    const g = this.mouthMark.clear();
    const m = this.mouthShown;
    g.visible = m !== null;
    if (!m) return;
    const p = MOUTH_PATCH;
    g.ellipse(p.x, p.y, p.rx, p.ry).fill(this.skin);
    for (const f of MOUTHS[m].fills)
      g.path(new GraphicsPath(f.d)).fill(f.fill).stroke({ width: 4, color: MOUTH_INK, join: 'round' });
    for (const s of MOUTHS[m].strokes)
      g.path(new GraphicsPath(s.d)).stroke({ width: s.width, color: MOUTH_INK, cap: 'round', join: 'round' });
  }

  /**
   * Puts on the outfit's pictures, but only once every one of them is in `textures`: a rig with
   * a picture missing stays as it was (hidden before its first dressing). Answers whether it dressed.
   */
  dress(outfit: Outfit, textures: Record<string, Texture>): boolean {
    if (!outfitImages(outfit).every((img) => textures[img])) return false;
    const L = outfit.layers;
    wear(this.layers.Face, textures[outfit.face], { width: 512, height: 512 });
    wear(this.layers.Eyes, L.Eyes ? textures[L.Eyes] : undefined, { width: 512, height: 512 });
    wear(this.layers.Hair, L.Hair ? textures[L.Hair] : undefined, { width: 512, height: 512 });
    wear(this.layers.Special, L.Special ? textures[L.Special] : undefined, { width: 512, height: 512 });
    wear(this.lids, textures[outfit.lids], { width: 512, height: 512 });
    // The lids show only while shut (their picture may have just arrived).
    this.lids.visible = this.lidsPart.scale.y > 0.02;
    wear(this.torso, textures[outfit.body.torso], TORSO_FRAME);
    for (const s of [this.sleeveL, this.sleeveR]) wear(s, textures[outfit.body.arm], ARM_FRAME);
    for (const s of [this.thighL, this.thighR]) wear(s, textures[outfit.body.leg], LEG_FRAME);
    this.potions.forEach((p, i) => {
      const img = outfit.potions[i];
      wear(p, img ? textures[img] : undefined);
    });
    this.held = outfit.weapon;
    for (const [sprite, w] of [
      [this.weapon, outfit.weapon],
      [this.offhand, outfit.offhand],
    ] as const)
      wear(sprite, w ? textures[w.img] : undefined);
    this.outfit = outfit;
    this.skin = FACE_SKIN[outfit.faceIndex] ?? FACE_SKIN[0]!;
    this.drawMouth();
    this.visible = true;
    return true;
  }

  /** The colour of what the Warlord strikes with: its weapon's element, or bright steel. */
  strikeColor(): number {
    return ELEMENT_COLOR[this.held?.element ?? 'steel'];
  }
}

/** The tint at `shadow` (0-1): white (no change) towards SHADOW_TINT. */
const SHADOW_TINT = [0x4a, 0x55, 0x78] as const;
function shadeColor(k: number): number {
  const [r, g, b] = SHADOW_TINT.map((c) => Math.round(255 + (c - 255) * k)) as [number, number, number];
  return (r << 16) | (g << 8) | b;
}

/**
 * Sets the parts a key pose moves (the limbs' and the weapon's turns, the breath, the head's
 * height) at once: the figure's outline in that pose, without its face (setPose adds the lids and
 * the mouth).
 */
export function setLimbs(rig: WarlordRig, pose: KeyPose): void {
  rig.armL.rotation = pose.armL ?? 0;
  rig.armR.rotation = -(pose.armR ?? 0);
  rig.weapon.rotation = pose.wrist ?? HELD_TILT;
  rig.legL.rotation = pose.legL ?? 0;
  rig.legR.rotation = -(pose.legR ?? 0);
  rig.body.scale.y = pose.breath ?? 1;
  rig.head.y = FIGURE.neck.y + (pose.headY ?? 0);
}

/** Sets the rig's parts to a key pose at once (the moves tween to the same numbers). */
export function setPose(rig: WarlordRig, pose: (typeof POSES)[keyof typeof POSES]): void {
  const p = pose as KeyPose;
  setLimbs(rig, p);
  rig.shut = p.lids ?? 0;
  rig.mouth = (pose as { mouth?: Mouth }).mouth ?? rig.restMouth;
}
