import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { createQueryClient } from '../../src/client/api/query-client.ts';
import { PotionStrip } from '../../src/client/screens/expedition/potion-strip.tsx';
import { itemById } from '../../src/rules/catalog/items.ts';
import type { OwnedItemView, PocketView } from '../../src/rules/views/pocket-view.ts';
import type { WarlordView } from '../../src/rules/views/warlord-view.ts';
import { json, mockFetch, signInAs } from './helpers.ts';

const SMALL_EARN = 780;
const BIG_FIRE = 776;
const SWORD = 257;

function owned(id: number, usagesLeft: number, applied = false): OwnedItemView {
  const info = itemById(id)!;
  return {
    id,
    name: info.name,
    img: info.img,
    kind: info.kind,
    typeName: info.typeName,
    rarity: info.rarity,
    keywords: [...info.keywords],
    usagesLeft,
    fullUsages: 8,
    applied,
    level: 1,
    cards: 0,
    cardsRequired: 0,
    description: '',
  } as OwnedItemView;
}
const pocketOf = (...items: OwnedItemView[]) => ({ ownedItems: items }) as unknown as PocketView;
const warlordWith = (appliedItems: number[]) => ({ appliedItems }) as unknown as WarlordView;

let qc: QueryClient;
beforeEach(() => {
  signInAs();
  qc = createQueryClient();
});
afterEach(() => vi.unstubAllGlobals());

function show(warlord: WarlordView, pocket: PocketView) {
  return render(
    <QueryClientProvider client={qc}>
      <PotionStrip stage={2} warlord={warlord} pocket={pocket} />
    </QueryClientProvider>,
  );
}

describe('the potion strip between stages', () => {
  it('shows both consumable slots and lists the owned potions with their effect and uses', async () => {
    const user = userEvent.setup();
    show(
      warlordWith([SWORD, -1, SMALL_EARN, -1]),
      pocketOf(owned(SWORD, 0), owned(SMALL_EARN, 3, true), owned(BIG_FIRE, 12)),
    );
    const strip = screen.getByRole('group', { name: 'Potions for stage 2' });
    const slots = within(strip).getAllByRole('button');
    expect(slots.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Potion slot 1: Small Earn Potion, +30% shards, 3 uses left. Change',
      'Potion slot 2: empty. Change',
    ]);
    await user.click(slots[1]!);
    const picker = screen.getByRole('group', { name: 'Choose the potion for slot 2' });
    const options = within(picker).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual([
      'Small Earn Potion+30% shards · in the other slot',
      'Big Fire Potion+35% Fire · 12 uses left',
      'None',
    ]);
    expect(options[0]).toBeDisabled();
  });

  it('picking a potion for a filled slot takes the old one off, then applies the new one', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(json({ res: { warlord: warlordWith([SWORD, -1, -1, -1]) } }));
    show(warlordWith([SWORD, -1, SMALL_EARN, -1]), pocketOf(owned(SMALL_EARN, 3, true), owned(BIG_FIRE, 12)));
    await user.click(screen.getByRole('button', { name: /^Potion slot 1/ }));
    await user.click(screen.getByRole('button', { name: /Big Fire Potion/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      ['/api/p-42/items/unapply', { itemId: SMALL_EARN }],
      ['/api/p-42/items/apply', { itemId: BIG_FIRE }],
    ]);
  });

  it('picking a potion for an empty slot only applies it; None empties a slot', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(json({ res: { warlord: warlordWith([-1, -1, -1, -1]) } }));
    show(warlordWith([-1, -1, -1, SMALL_EARN]), pocketOf(owned(SMALL_EARN, 3, true), owned(BIG_FIRE, 12)));
    await user.click(screen.getByRole('button', { name: /^Potion slot 1/ }));
    await user.click(screen.getByRole('button', { name: /Big Fire Potion/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: /^Potion slot 2/ }));
    await user.click(screen.getByRole('button', { name: 'None' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      ['/api/p-42/items/apply', { itemId: BIG_FIRE }],
      ['/api/p-42/items/unapply', { itemId: SMALL_EARN }],
    ]);
  });

  it('Escape closes the picker and gives the focus back to its slot, sending nothing', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(json({ res: {} }));
    show(warlordWith([-1, -1, -1, -1]), pocketOf(owned(BIG_FIRE, 12)));
    const slot = screen.getByRole('button', { name: /^Potion slot 1/ });
    await user.click(slot);
    expect(screen.getByRole('button', { name: /Big Fire Potion/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Choose the potion/ })).toBeNull();
    expect(slot).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing when the player owns no potion with usages left', () => {
    const { container } = show(
      warlordWith([SWORD, -1, -1, -1]),
      pocketOf(owned(SWORD, 0), owned(SMALL_EARN, 0)),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
