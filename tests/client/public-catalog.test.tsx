import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { TRAITS, traitIcon } from '../../src/rules/catalog/traits.ts';
import { TraitCatalog } from '../../src/client/screens/craft/trait-catalog.tsx';
import { ItemCatalog } from '../../src/client/screens/craft/item-catalog.tsx';
import { LandingLayout } from '../../src/client/layouts/landing-layout.tsx';
import { MainNav } from '../../src/client/layouts/hud/main-nav.tsx';
import { useSession } from '../../src/client/session/session-store.ts';

/** The picture of each row of a catalog, by the name beside it. */
function pictures(container: HTMLElement): Map<string, HTMLImageElement> {
  const out = new Map<string, HTMLImageElement>();
  for (const row of container.querySelectorAll('tbody tr')) {
    const img = row.querySelector<HTMLImageElement>('img.catalog__art');
    const name = row.querySelector('.catalog__name')?.textContent ?? '';
    if (img) out.set(name, img);
  }
  return out;
}

describe('the public catalogs (Browse traits and items)', () => {
  it('shows every trait with its icon, as the collection book does, lazily, its name beside it', () => {
    const { container } = render(<TraitCatalog />);
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(TRAITS.length);
    for (const [i, row] of [...rows].entries()) {
      const img = row.querySelector<HTMLImageElement>('img.catalog__art')!;
      expect(img.getAttribute('src')).toBe(traitIcon(TRAITS[i]!));
      // Decoration: the name is the cell's words.
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(row.querySelector('.catalog__name')?.textContent).toBe(TRAITS[i]!.name);
    }
  });

  it('shows every weapon, spell and potion with its picture', () => {
    const { container } = render(<ItemCatalog />);
    const shown = pictures(container);
    expect(shown.size).toBe(new Set(ITEMS.map((i) => i.name)).size);
    for (const item of ITEMS) {
      const img = shown.get(item.name)!;
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('alt')).toBe('');
    }
    expect(shown.get('Dagger')!.getAttribute('src')).toBe(ITEMS.find((i) => i.name === 'Dagger')!.img);
  });
});

describe("the landing's header", () => {
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('signed out, says the leaderboard takes a sign-in and goes there through it (product-spec 2: signed in)', () => {
    render(
      <MemoryRouter>
        <LandingLayout />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Sign in to see the leaderboard' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fleaderboard');
    expect(within(nav).queryByRole('link', { name: 'Leaderboard' })).toBeNull();
  });

  it('signed in, links the leaderboard', () => {
    // Signing in loads the player's notice settings: answered here, as the server would.
    vi.stubGlobal('fetch', async () => Response.json({ off: [], system: false }));
    useSession.getState().setUser({ profileId: 'p-1', discordId: 'd', token: 't', username: 'u' } as never);
    render(
      <MemoryRouter>
        <LandingLayout />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });
});

describe("the game's menu", () => {
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('signed out (the catalog on /craft), offers only the screens open to all', () => {
    render(
      <MemoryRouter>
        <MainNav kind="inline" />
      </MemoryRouter>,
    );
    const names = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Craft']);
  });

  it('signed in, offers every screen', () => {
    vi.stubGlobal('fetch', async () => Response.json({ off: [], system: false }));
    useSession.getState().setUser({ profileId: 'p-1', discordId: 'd', token: 't', username: 'u' } as never);
    render(
      <MemoryRouter>
        <MainNav kind="tabs" />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/expedition',
      '/pocket',
      '/craft',
      '/missions',
      '/leaderboard',
      '/market',
      '/mint',
      '/profile',
    ]);
  });
});
