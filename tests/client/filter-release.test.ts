/**
 * The stage run's renderer goes without Pixi's "a 'textureSource' was destroyed while still bound
 * to a shader" (issue 24): the filter system's bind group, left holding the last filter pass's
 * pooled texture, is unbound first (filter-release.ts). Without a GPU, the bind group is built as
 * the FilterSystem builds it (the input's source at 1, its sampler at 2) and the pooled texture is
 * destroyed as the pool prunes it.
 */
import { BindGroup, Texture, TextureSource, type Renderer } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseFilterInput } from '../../src/client/scenes/shared/filter-release.ts';

/** A renderer's filter system as Pixi keeps it, the last pass's input in its bind group. */
function filterSystemAfterAPass(): { renderer: Pick<Renderer, 'filter'>; input: Texture } {
  const input = new Texture({ source: new TextureSource({ width: 8, height: 8 }) });
  const group = new BindGroup({});
  group.setResource(input.source, 1);
  group.setResource(input.source.style, 2);
  const renderer = { filter: { _globalFilterBindGroup: group } } as unknown as Pick<Renderer, 'filter'>;
  return { renderer, input };
}

const boundWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((c) => c.some((a) => String(a).includes('destroyed while still bound')));

describe('releaseFilterInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('Pixi warns when the pooled input dies under the bound group (the case it fixes)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { input } = filterSystemAfterAPass();
    input.destroy(true);
    expect(boundWarnings(warn)).toHaveLength(2);
  });

  it('unbinds it first: the input destroyed after, no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { renderer, input } = filterSystemAfterAPass();
    releaseFilterInput(renderer);
    input.destroy(true);
    expect(boundWarnings(warn)).toEqual([]);
  });

  it('leaves a renderer without that bind group as it is', () => {
    expect(() => releaseFilterInput({ filter: {} } as unknown as Pick<Renderer, 'filter'>)).not.toThrow();
  });
});
