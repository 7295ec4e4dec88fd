import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { cleaveXp } from '../../src/rules/formulas/cards.ts';
import type { OwnedTraitView, PocketView } from '../../src/rules/views/pocket-view.ts';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { openDialog, useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { OwnedCrates } from '../../src/client/screens/pocket/owned-crates.tsx';
import { OwnedTraitsCraft } from '../../src/client/screens/craft/owned-traits-craft.tsx';
import { MakeRoomLink, MAKE_ROOM_PATH, MAKE_ROOM_TEXT } from '../../src/client/ui/make-room.tsx';

/** Held traits, the first `worn` of them worn. */
const traits = (n: number, worn = 0): OwnedTraitView[] =>
  TRAITS.slice(0, n).map((t, i) => ({
    id: t.id,
    level: 1,
    cards: 0,
    cardsRequired: 5,
    applied: i < worn,
    name: t.name,
    img: '/images/trait.png',
    typeName: t.category,
    rarity: t.rarity,
    boost: {} as OwnedTraitView['boost'],
    maxLevel: false,
  }));

const pocketWith = (n: number) =>
  ({ ownedTraits: traits(n), ownedCrates: [{ kind: 0, count: 1 }] }) as unknown as PocketView;

function renderIn(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the way out of the 12-trait limit', () => {
  it('offers "Make room" over the crates held at 12 of 12, a link to Craft\'s cleave list', () => {
    renderIn(<OwnedCrates pocket={pocketWith(12)} />);
    expect(screen.getByText('12 of 12 traits: cards of new traits become shards.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: MAKE_ROOM_TEXT });
    expect(link).toHaveAttribute('href', MAKE_ROOM_PATH);
    // Its own line: not inside the note the Open button is described by.
    expect(link.closest('.note')).toBeNull();
  });

  it('offers nothing short of the limit, even where the crate may fill it', () => {
    renderIn(<OwnedCrates pocket={pocketWith(11)} />);
    expect(screen.getByText('11 of 12 traits: this crate may fill them.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MAKE_ROOM_TEXT })).toBeNull();
  });

  it('closes the dialog it sits in as it leads away (a buy confirm so closed buys nothing)', async () => {
    const answer = openDialog({ title: 'Buy a Basic crate?', confirmText: 'Buy' });
    renderIn(<MakeRoomLink show />);
    fireEvent.click(screen.getByRole('link', { name: MAKE_ROOM_TEXT }));
    expect(useDialogs.getState().dialogs).toHaveLength(0);
    expect((await answer).outcome).toBe('close');
  });

  it('lists the traits not worn first on Craft, each with the craft XP it gives', () => {
    const held = traits(12, 6);
    renderIn(<OwnedTraitsCraft traits={held} makeRoom />);
    expect(screen.getByTestId('make-room-note').textContent).toBe(
      "You hold 12 of 12 traits: cleave one you don't wear (listed first, each with the craft XP it gives) " +
        "and a new trait's cards stay cards.",
    );
    const cards = screen.getAllByRole('listitem');
    expect(
      cards.map((c) => within(c).getByRole('button', { name: 'Cleave' }).hasAttribute('disabled')),
    ).toEqual([...Array(6).fill(false), ...Array(6).fill(true)]);
    const first = held[6]!;
    expect(cards[0]!.textContent).toContain(first.name);
    expect(cards[0]!.textContent).toContain(`Cleave: ${cleaveXp(first.rarity, 1)} craft XP`);
    expect(cards[6]!.textContent).toContain('worn');
    // Each Upgrade says, to a screen reader, which trait it upgrades (seven buttons read "Upgrade").
    expect(
      within(cards[0]!).getByRole('button', { name: new RegExp(`^Upgrade ${first.name}\\b`) }),
    ).toBeTruthy();
  });

  it('keeps the usual order on Craft without the offer', () => {
    const held = traits(12, 6);
    renderIn(<OwnedTraitsCraft traits={held} />);
    expect(screen.queryByTestId('make-room-note')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain(held[0]!.name);
  });
});
