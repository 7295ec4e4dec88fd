import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { drawFoe, FOE_HEIGHT } from './stage-art.ts';
import { FOE_FEET, FOE_POSES, FOE_TALL, foeImage, type FoeKind, type FoePose } from './stage-foes.ts';

/** A foe's three frames (stage-foes.ts `FoePose`). */
export type FoeFrames = Record<FoePose, Texture>;

/**
 * The frames of `kind` (or of its chief) among loaded `textures` (by path), or null unless all
 * three are there: a foe never shows one frame of its own and another of the drawn warden's.
 */
export function framesOf(kind: FoeKind, textures: Record<string, Texture>, chief = false): FoeFrames | null {
  const [idle, strike, hurt] = FOE_POSES.map((pose) => textures[foeImage(kind, pose, chief)]);
  return idle && strike && hurt ? { idle, strike, hurt } : null;
}

/**
 * A foe's picture whose `pose` says the frame it shows. `pose` is a plain string property for gsap
 * to set in a timeline: a `set` at a moment shows that frame from then on, and a timeline sought
 * back (Skip, a resize) sets back the frame it had. Every frame has the same canvas, feet and
 * facing, so only the picture changes, not where the foe stands.
 */
export class FoeSprite extends Sprite {
  private shown: FoePose = 'idle';

  constructor(private readonly frames: FoeFrames) {
    super(frames.idle);
    this.anchor.set(FOE_FEET.x / frames.idle.orig.width, FOE_FEET.y / frames.idle.orig.height);
  }

  get pose(): FoePose {
    return this.shown;
  }

  /** The picture it shows, by its path (an atlas frame and a single image are both named so). */
  get picture(): string {
    return this.texture.label ?? '';
  }

  set pose(pose: FoePose) {
    if (pose === this.shown) return;
    this.shown = pose;
    this.texture = this.frames[pose];
  }
}

/**
 * The run's foe, feet at (0, 0), facing left: its frames, or (its atlas failed) the drawn warden,
 * which has one pose. `pose` is the frame it shows (FoeSprite), kept across a new size.
 */
export class FoeBody extends Container {
  private shown: FoePose = 'idle';

  /** Drawn `tall` px high from `frames`, or as the drawn warden with eyes of `light`. */
  dress(frames: FoeFrames | null, tall: number, light: number): void {
    for (const child of this.removeChildren()) child.destroy();
    if (frames) {
      const sprite = new FoeSprite(frames);
      sprite.scale.set(tall / FOE_TALL);
      sprite.pose = this.shown;
      this.addChild(sprite);
    } else {
      const g = new Graphics();
      drawFoe(g, light);
      g.scale.set(tall / FOE_HEIGHT);
      this.addChild(g);
    }
  }

  get pose(): FoePose {
    return this.shown;
  }

  /** The picture it shows (FoeSprite), or '' for the drawn warden. */
  get picture(): string {
    const sprite = this.children[0];
    return sprite instanceof FoeSprite ? sprite.picture : '';
  }

  set pose(pose: FoePose) {
    this.shown = pose;
    const sprite = this.children[0];
    if (sprite instanceof FoeSprite) sprite.pose = pose;
  }
}
