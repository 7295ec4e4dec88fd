import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RegionKeys } from '../../src/client/scenes/region-map/region-keys.tsx';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import type { ExpeditionView } from '../../src/rules/views/expedition-view.ts';

const region = (id: number) =>
  ({ id, locked: false, level: 2, rankRequired: 1 }) as unknown as ExpeditionView['regions'][number];

beforeEach(() => resetGame());

describe("the map's region keys", () => {
  // A cached scene chunk (a second visit, another player signed in) renders the map before the
  // expedition is mirrored into the store: the list used to re-render without end there.
  it('render an empty list before the expedition has loaded', () => {
    expect(useGame.getState().expedition).toBeNull();
    render(<RegionKeys onSelect={() => {}} onSend={() => {}} />);
    expect(screen.getByRole('list', { name: 'Regions on the map' })).toBeEmptyDOMElement();
  });

  it('list one button per region once the expedition arrives', () => {
    render(<RegionKeys onSelect={() => {}} onSend={() => {}} />);
    act(() =>
      useGame.setState({
        expedition: {
          expedition: { hidden: true },
          regions: [region(1), region(2)],
        } as unknown as ExpeditionView,
      }),
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    // Each key shows its numeral, as on the emblem's ribbon, and is named in full.
    const second = screen.getByRole('button', { name: 'Region II' });
    expect(second.querySelector('.visually-hidden')?.textContent).toBe('Region ');
    expect(second.lastChild?.textContent).toBe('II');
  });
});
