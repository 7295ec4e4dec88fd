import { GlLimitsSystem } from 'pixi.js';
import { softwareWebgl } from './webgl.ts';

/** Textures one of Pixi's batches may sample where WebGL is drawn on the CPU. */
const SOFTWARE_BATCH_TEXTURES = 1;

let installed = false;

/**
 * On a software WebGL renderer, one texture per batch. Pixi's batch shader picks each pixel's
 * texture in a chain of `if`s over as many textures as the context allows (16 under SwiftShader),
 * and there every pixel paid for the whole chain: a map frame cost twice what it does with one
 * texture, whose shader has no branch (docs/client.md has the figures). A new texture then starts
 * a new batch: a few more draw calls a frame, which cost far less. A GPU keeps Pixi's own limit.
 * Must run before a scene's renderer starts: the limit is read when its WebGL context is made.
 */
export function oneTexturePerBatchOnSoftware(): void {
  if (installed) return;
  installed = true;
  if (!softwareWebgl()) return;
  const contextChange = GlLimitsSystem.prototype.contextChange;
  GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) {
    contextChange.call(this);
    this.maxBatchableTextures = Math.min(this.maxBatchableTextures, SOFTWARE_BATCH_TEXTURES);
  };
}
