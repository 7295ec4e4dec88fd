import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WarlordAvatar } from '../../src/client/ui/warlord-avatar.tsx';
import { WarlordPicture } from '../../src/client/ui/warlord-picture.tsx';
import { WarlordPortrait } from '../../src/client/ui/warlord-portrait.tsx';
import { resetPictures, warlordPictures } from '../../src/client/ui/warlord-pictures.ts';

/** Every picture's decode, held until the test lets it go. */
let pending: Map<string, () => void>;
const realDecode = HTMLImageElement.prototype.decode;

beforeEach(() => {
  resetPictures();
  pending = new Map();
  HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
    const src = new URL(this.src).pathname;
    return new Promise<void>((resolve) => pending.set(src, resolve));
  };
});
afterEach(() => {
  HTMLImageElement.prototype.decode = realDecode;
});

/** Lets the decodes of `srcs` finish, and React follow. */
async function decode(srcs: string[]) {
  await act(async () => {
    for (const src of srcs) pending.get(src)?.();
    await Promise.resolve();
  });
}

const TRAITS = [2, 102, 202, 302, 402];
const ITEMS = [274, 515, 780, -1];

describe('the Warlord picture while its pictures load', () => {
  it('draws the silhouette from the first frame, then the whole figure at once, never part of it', async () => {
    let told = 0;
    const { container } = render(
      <WarlordPortrait
        appliedTraits={TRAITS}
        appliedItems={ITEMS}
        size={300}
        height={480}
        onWhole={() => told++}
      />,
    );
    const svg = container.querySelector('svg')!;
    const all = warlordPictures(TRAITS, ITEMS);
    expect(all.length).toBeGreaterThan(8);
    // Before any picture is in: the drawn shape, the same box, no <image>.
    expect(svg.getAttribute('data-ready')).toBe('false');
    expect(svg.querySelector('.warlord-silhouette path')).not.toBeNull();
    expect(svg.querySelectorAll('image')).toHaveLength(0);
    // Every picture in but one: still the silhouette, none of the figure's parts.
    await decode(all.slice(0, -1));
    expect(svg.querySelectorAll('image')).toHaveLength(0);
    // The hero portrait starts its Pixi scene only once told the whole figure is on screen.
    expect(told).toBe(0);
    expect(svg.querySelector('.warlord-silhouette')).not.toBeNull();
    // The last one: all the parts together, the silhouette gone.
    await decode(all.slice(-1));
    expect(svg.getAttribute('data-ready')).toBe('true');
    expect(told).toBe(1);
    expect(svg.querySelector('.warlord-silhouette')).toBeNull();
    const drawn = new Set([...svg.querySelectorAll('image')].map((i) => i.getAttribute('href')));
    for (const src of all.filter((s) => !s.includes('/lids-')))
      expect([src, drawn.has(src)]).toEqual([src, true]);
  });

  it('draws a figure whose pictures are already in (the HUD loaded them) whole in its first render', async () => {
    const first = render(<WarlordPicture appliedTraits={TRAITS} appliedItems={ITEMS} />);
    await decode(warlordPictures(TRAITS, ITEMS));
    first.unmount();
    // One preload for every figure: the avatar and the portrait ask for the same pictures once.
    const asked = pending.size;
    const { container } = render(
      <>
        <WarlordAvatar appliedTraits={TRAITS} />
        <WarlordPortrait appliedTraits={TRAITS} appliedItems={ITEMS} />
      </>,
    );
    for (const svg of container.querySelectorAll('svg[data-ready]')) {
      expect(svg.getAttribute('data-ready')).toBe('true');
      expect(svg.querySelector('.warlord-silhouette')).toBeNull();
      expect(svg.querySelectorAll('image').length).toBeGreaterThan(3);
    }
    expect(pending.size).toBe(asked);
  });

  it('shows the silhouette in the round avatar too, never an empty frame', () => {
    const { container } = render(<WarlordAvatar appliedTraits={TRAITS} size={48} />);
    expect(container.querySelector('.avatar .warlord-silhouette')).not.toBeNull();
  });
});
