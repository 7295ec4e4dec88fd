import type { BindGroup, Renderer } from 'pixi.js';

/**
 * Unbinds the last filter pass's input before a renderer goes. Pixi 8's FilterSystem has one bind
 * group for every filter pass and leaves the last pass's input in it: a texture of the shared
 * TexturePool. When the renderer is destroyed, its ViewSystem prunes the pool's textures of its
 * screen size while that bind group still listens to one, and Pixi warns "a 'textureSource' was
 * destroyed while still bound to a shader" (and the same of its sampler): after a failed stage run,
 * whose Warlord is struck under a flash filter (warlord-moves.ts, `hit`). The bind group holds
 * nothing else and goes with the renderer, so it is destroyed first (which stops its listening).
 * Call it only just before the renderer's own destroy: no filter may draw after it.
 */
export function releaseFilterInput(renderer: Pick<Renderer, 'filter'>): void {
  // Private in Pixi's types; read defensively, so a Pixi without it is left as it is.
  const system = renderer.filter as unknown as { _globalFilterBindGroup?: BindGroup } | undefined;
  system?._globalFilterBindGroup?.destroy();
}
