import { Resolver, spritesheetAsset, type ResolvedAsset } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { atlasPlans, foeAtlas, MIP_GUTTER } from '../../src/client/scenes/shared/atlas-plan.ts';
import { FOE_KINDS } from '../../src/client/scenes/stage-run/stage-foes.ts';
import { stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';
import { FIGURE } from '../../src/client/scenes/warlord/warlord-anatomy.ts';
import { atlasBundle } from '../../src/client/scenes/shared/textures.ts';

/** Pixi's own resolver with its spritesheet URL parser, preferring one screen density. */
function resolverFor(resolution: number): Resolver {
  const resolver = new Resolver();
  resolver.parsers.push(spritesheetAsset.resolver);
  resolver.prefer({ params: { format: ['png'], resolution: [resolution] } });
  for (const plan of atlasPlans()) resolver.addBundle(plan.name, atlasBundle(plan.name));
  return resolver;
}

describe('atlas densities', () => {
  it('resolves each atlas bundle to its @2x spritesheet at resolution 2 and its @1x one at 1', () => {
    for (const [resolution, file] of [
      [2, '@2x.png.json'],
      [1, '@1x.png.json'],
    ] as const) {
      const resolver = resolverFor(resolution);
      for (const plan of atlasPlans().filter((p) => p.name !== 'map')) {
        const bundle = resolver.resolveBundle(plan.name) as Record<string, ResolvedAsset>;
        const asset = bundle[`atlas/${plan.name}`] as ResolvedAsset & { resolution?: number };
        expect([asset.src, asset.resolution]).toEqual([`/atlases/${plan.name}${file}`, resolution]);
        // The frames go into Pixi's cache apart from any single image of the same path.
        expect(asset.data).toEqual(
          plan.mipmaps
            ? { cachePrefix: 'atlas:', textureOptions: { autoGenerateMipmaps: true } }
            : { cachePrefix: 'atlas:' },
        );
      }
    }
  });

  it("resolves the map's atlas at @1x first, whatever the screen and the scenes' resolution", () => {
    // The first frame comes soonest from the smallest download; the @2x follows it where the screen
    // wants it (useSharperTextures), under an alias of its own.
    for (const ratio of [1, 2]) {
      vi.stubGlobal('devicePixelRatio', ratio);
      for (const preferred of [1, 2]) {
        const bundle = resolverFor(preferred).resolveBundle('map') as Record<string, ResolvedAsset>;
        const asset = bundle['atlas/map'] as ResolvedAsset & { resolution?: number };
        expect([ratio, preferred, asset.src, asset.resolution]).toEqual([
          ratio,
          preferred,
          '/atlases/map@1x.png.json',
          1,
        ]);
      }
    }
    vi.unstubAllGlobals();
  });

  it("mipmaps the atlases of the run's fighters, which it draws at a quarter of their texels on a software renderer", () => {
    // The review's desktop (1440x900, SwiftShader): the run's canvas at 0.5 (webgl.ts), the
    // Warlord a third of the height, from the @1x atlas. Without mipmaps each canvas pixel sampled
    // 2x2 of the 4x4 texels under it, and the ink outlines of its sleeves and boots came out in
    // steps beside the baked, smooth scenery.
    const L = stageLayout(1440, 900, 64, 0);
    const drawn = (L.warlord.height / FIGURE.height) * 0.5;
    for (const name of ['warlord', ...FOE_KINDS.map(foeAtlas)]) {
      const plan = atlasPlans().find((p) => p.name === name)!;
      const level = Math.ceil(Math.log2(plan.scales[1] / drawn));
      expect([name, level]).toEqual([name, 2]);
      const bundle = resolverFor(1).resolveBundle(name) as Record<string, ResolvedAsset>;
      const data = bundle[`atlas/${name}`]!.data as { textureOptions?: { autoGenerateMipmaps?: boolean } };
      expect([name, data.textureOptions?.autoGenerateMipmaps]).toEqual([name, true]);
      // The packer's gutter keeps two frames apart down to that level (a texel of level k is 2^k).
      expect(plan.mipmaps && MIP_GUTTER >= 2 ** level).toBe(true);
    }
  });
});
