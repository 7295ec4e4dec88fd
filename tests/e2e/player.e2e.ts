/**
 * A player's journey in the browser against the real server on a fresh embedded database, on a
 * desktop (mouse, 1440x900) and a touch tablet (taps, 1080x810): sign in, an expedition to its claim,
 * a crate bought and opened, a trait and an item applied, a battle pass level claimed, the leaderboard
 * paged, the profile edited with a bad then a good wallet, sign out; a 404; a 401 mid-session.
 */
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import {
  admin,
  launchBrowser,
  leaveRun,
  networkQuiet,
  newContext,
  shot,
  startServer,
  type GameServer,
  type Profile,
} from './harness.ts';

let server: GameServer;
let browser: Browser;

beforeAll(async () => {
  // Many sign-ins come from this one address in a few seconds.
  server = await startServer({ SIGN_INS_PER_MINUTE: '1000' });
  browser = await launchBrowser();
  // 24 more players so the leaderboard has two pages.
  for (let i = 0; i < 24; i++) {
    const res = await fetch(`${server.url}/api/_auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `Rival ${i}` }),
    });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Session {
  profileId: string;
  token: string;
  discordId: string;
}

/** The signed-in player's session, read the way the client reads it. */
async function session(page: Page): Promise<Session> {
  const body = (await page.evaluate(() => fetch('/api/_auth/session').then((r) => r.json()))) as {
    user: Session;
  };
  return body.user;
}

/** A game read as the player, outside the page. */
async function read<T>(s: Session, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${s.profileId}${path}`, {
    headers: { authorization: `Bearer ${s.token}`, 'x-discord-id': s.discordId },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function signIn(page: Page, name: string, press: (l: Locator) => Promise<void>) {
  await page.goto(`${server.url}/auth`);
  await page.getByLabel(/name/i).first().fill(name);
  await press(page.getByRole('button', { name: 'Sign in by name' }));
  await page.waitForURL(/\/expedition$/);
}

describe.each<Profile>(['desktop', 'tablet'])('a player on a %s', (profile) => {
  let context: BrowserContext;
  let page: Page;
  let me: Session;
  const press = (l: Locator) => (profile === 'tablet' ? l.tap() : l.click());

  beforeAll(async () => {
    context = await newContext(browser, profile);
    page = await context.newPage();
  });
  // Closed once its profile's tests are done: left open, its scenes would go on drawing beside the next.
  afterAll(() => context.close());

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await shot(page, `failed-${profile}-${task.name.replace(/\W+/g, '-')}`);
  });

  it('signs in by name and lands on the expedition screen, with no error and no 4xx on the way', async () => {
    // A newcomer's review counted three 404s in the console at sign-in: none, from the sign-in page
    // to the first screen drawn (the world and the player's Warlord), is an error or a 4xx.
    const troubles: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error') troubles.push(`console: ${m.text()}`);
    };
    const onResponse = (r: Response) => {
      if (r.status() >= 400) troubles.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    };
    const onError = (e: Error) => troubles.push(`page error: ${e.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    context.on('response', onResponse);
    try {
      await signIn(page, `Hero ${profile}`, press);
      me = await session(page);
      expect(me.profileId).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Expedition' }).isVisible()).toBe(true);
      await page.locator('[data-world="drawn"]').waitFor({ timeout: 60_000 });
      await networkQuiet(page);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      context.off('response', onResponse);
    }
    expect(troubles).toEqual([]);
    // The level and rank badges' digits are drawn in a face whose 1 reads as a digit: Cinzel's 1
    // is a capital I ("Lv 1" read "Lv I", a Roman numeral beside the regions' own).
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const fonts = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return used.map((f) => `${f.familyName}${/cinzel/i.test(f.familyName) ? '' : ' (not Cinzel)'}`);
    };
    expect(await page.locator('.hud-warlord__rank').textContent()).toMatch(/^\d+$/);
    expect(await fonts('.hud-warlord__rank')).toEqual([expect.stringMatching(/\(not Cinzel\)$/)]);
    // "Lv" in Cinzel, its number in the figures' face.
    expect(await fonts('.hud-warlord__level')).toContainEqual(expect.stringMatching(/\(not Cinzel\)$/));
    await cdp.detach();
    // The skip link, once it shows (on focus), is a finger's target: 44 px (39 on the tablet before).
    const skip = page.locator('.skip-link');
    await skip.focus();
    const box = (await skip.boundingBox())!;
    expect([box.y >= 0, box.height >= 44]).toEqual([true, true]);
    await skip.blur();
  });

  it('runs an expedition to its claim', async () => {
    await press(page.getByRole('button', { name: 'Send your Warlord' }));
    // The run plays over the map in its time and stays until the player picks; back on the map,
    // the region's card says how the stage went.
    await leaveRun(page);
    await page.getByRole('heading', { name: /^Stage 1 (passed|failed)$/ }).waitFor();
    const claim = page.getByRole('button', { name: /^(Retreat and claim|Claim rewards|Return to camp)$/ });
    const lost = (await claim.first().textContent()) === 'Return to camp';
    await press(claim.first());
    if (lost) {
      // A lost run goes back to camp at once (its loss was told on the run): a toast, no dialog.
      await page.getByText(/^Back at camp\./).waitFor();
    } else {
      // The reveal offers Continue ("Show all" before) once every reward has turned.
      const done = page.getByRole('button', { name: /^(OK|Continue)$/ }).first();
      await done.waitFor({ timeout: 90_000 });
      await shot(page, `journey-${profile}-expedition-claimed`);
      await press(done);
    }
    const view = await read<{
      expedition: { hidden: boolean };
      regions: { id: number; cooldownTill: string | null }[];
    }>(me, '/expedition');
    expect(view.expedition.hidden).toBe(true);
    expect(view.regions.find((r) => r.id === 1)!.cooldownTill).not.toBeNull();
  });

  it('buys a crate and opens it', async () => {
    await page.goto(`${server.url}/pocket`);
    const before = await read<{ shards: number; ownedCrates: { kind: number; count: number }[] }>(
      me,
      '/pocket',
    );
    await press(page.getByRole('button', { name: 'Buy a Basic crate for 4,000 shards' }));
    await press(page.getByRole('dialog').getByRole('button', { name: 'Buy' }));
    await expect
      .poll(async () => (await read<{ shards: number }>(me, '/pocket')).shards)
      .toBe(before.shards - 4000);
    const opened = page.waitForResponse((r) => r.url().endsWith('/crates/open'));
    await press(page.getByRole('button', { name: 'Open a Basic crate' }));
    const answer = (await (await opened).json()) as { res: { reward: unknown[] } };
    expect(answer.res.reward).toHaveLength(3);
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Continue' }).waitFor();
    await shot(page, `journey-${profile}-crate-opened`);
    await press(popup.getByRole('button', { name: 'Continue' }));
    const after = await read<{ ownedCrates: { kind: number; count: number }[] }>(me, '/pocket');
    const basic = (p: { ownedCrates: { kind: number; count: number }[] }) =>
      p.ownedCrates.find((c) => c.kind === 0)?.count ?? 0;
    expect(basic(after)).toBe(basic(before));
  });

  it('applies a trait and an item', async () => {
    // A new Warlord already wears five Commons: a Rare face is something new to put on.
    const face = TRAITS.find((t) => t.category === 'Face' && t.rarity === 1)!;
    const granted = await admin(server.url, 'grant', {
      profileId: me.profileId,
      itemCards: [{ id: 257, count: 1 }],
      traitCards: [{ id: face.id, count: 1 }],
    });
    expect(granted.status).toBe(200);
    await page.reload();
    await press(page.getByRole('button', { name: `Apply ${face.name}` }));
    await page.getByRole('button', { name: `${face.name} is applied` }).waitFor();
    await press(page.getByRole('button', { name: 'Apply Dagger' }));
    await page.getByRole('button', { name: 'Unapply Dagger' }).waitFor();
    const warlord = await read<{ appliedTraits: number[]; appliedItems: number[] }>(me, '/warlord');
    expect(warlord.appliedTraits).toContain(face.id);
    expect(warlord.appliedItems[0]).toBe(257);
    await shot(page, `journey-${profile}-pocket-applied`);
  });

  it('opens the collection book: what the Warlord holds in colour, the rest with where it is found', async () => {
    // On /pocket after the apply: a Rare face worn among the Commons, and the Dagger.
    const open = page.getByRole('button', { name: /^Collection book · \d+ of \d+$/ });
    await open.waitFor();
    const pocket = await read<{ ownedTraits: { id: number; typeName: string }[]; ownedItems: unknown[] }>(
      me,
      '/pocket',
    );
    const [, held, of] = (await open.textContent())!.match(/(\d+) of (\d+)/)!;
    expect(Number(held)).toBe(pocket.ownedTraits.length + pocket.ownedItems.length);
    expect(Number(of)).toBe(TRAITS.length + ITEMS.length);
    await press(open);
    const book = page.locator('dialog .book');
    await book.waitFor();
    // The Face page first: the faces held (the worn Rare among them), the rest faded with their sources.
    const faces = TRAITS.filter((t) => t.category === 'Face');
    const facesHeld = pocket.ownedTraits.filter((t) => t.typeName === 'Face').length;
    expect(await book.locator('.book__count').textContent()).toBe(
      `Face: ${facesHeld} of ${faces.length} held`,
    );
    expect(await book.locator('[data-held="yes"]').count()).toBe(facesHeld);
    const rare = faces.find((t) => t.rarity === 1)!;
    expect(await book.locator('[data-held="yes"]', { hasText: rare.name }).textContent()).toContain('Worn');
    expect(await book.locator('[data-held="no"] .book__where').first().textContent()).toMatch(
      /^Found in .*the market$/,
    );
    // The weapons' page: the Dagger held at level 1.
    await press(book.getByRole('tab', { name: 'Weapons' }));
    expect(await book.locator('[data-held="yes"]', { hasText: 'Dagger' }).textContent()).toContain('Level 1');
    await shot(page, `journey-${profile}-collection-book`);
    await press(page.locator('dialog').getByRole('button', { name: 'Done' }));
    await book.waitFor({ state: 'detached' });
  });

  it('claims a battle pass level after the operator grants XP', async () => {
    const granted = await admin(server.url, 'grant', { profileId: me.profileId, xp: 1000 });
    expect(granted.status).toBe(200);
    await page.goto(`${server.url}/missions`);
    await press(page.getByRole('button', { name: 'Claim level 1' }));
    await expect
      .poll(
        async () => (await read<{ battlePassLevelClaimed: number }>(me, '/missions')).battlePassLevelClaimed,
      )
      .toBe(1);
    await shot(page, `journey-${profile}-battle-pass-claimed`);
  });

  it('pages the leaderboard and always sees its own row', async () => {
    await page.goto(`${server.url}/leaderboard`);
    await page.getByRole('table').first().waitFor();
    await expect.poll(() => page.getByText(`Hero ${profile}`).count()).toBeGreaterThan(0);
    await press(page.getByRole('link', { name: 'Next' }).or(page.getByRole('button', { name: 'Next' })));
    await page.waitForURL(/\/leaderboard\/2$/);
    await expect.poll(() => page.getByText(/Rival \d+/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(`Hero ${profile}`).count()).toBeGreaterThan(0);
    await shot(page, `journey-${profile}-leaderboard-2`);
  });

  it('refuses a bad wallet with a readable message, then saves a good one', async () => {
    await page.goto(`${server.url}/profile`);
    const wallet = page.getByLabel('Ethereum wallet');
    await wallet.fill('0x123');
    await press(page.getByRole('button', { name: 'Save' }));
    await page.getByText(/Invalid Ethereum wallet/).waitFor();
    // The card grew by the error: the portrait's canvas follows its box (Pixi's own resize follows
    // the window alone: the review of issue 24 saw a 207x333 buffer stretched over a 414x666 box).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const wrap = document.querySelector<HTMLElement>('.scene--portrait[data-resolution]');
          const canvas = wrap?.querySelector('canvas');
          if (!wrap || !canvas) return 'no portrait';
          const r = Number(wrap.dataset.resolution);
          const want = [Math.round(wrap.clientWidth * r), Math.round(wrap.clientHeight * r)];
          const box = canvas.getBoundingClientRect();
          const shown = [Math.round(box.width), Math.round(box.height)];
          const whole = [wrap.clientWidth, wrap.clientHeight];
          return Math.abs(canvas.width - want[0]!) <= 1 &&
            Math.abs(canvas.height - want[1]!) <= 1 &&
            Math.abs(shown[0]! - whole[0]!) <= 1 &&
            Math.abs(shown[1]! - whole[1]!) <= 1
            ? 'fits'
            : `buffer ${canvas.width}x${canvas.height} at ${r}, shown ${shown.join('x')}, box ${whole.join('x')}`;
        }),
      )
      .toBe('fits');
    const good = '0x' + 'ab12'.repeat(10);
    await wallet.fill(good);
    await press(page.getByRole('button', { name: 'Save' }));
    await expect
      .poll(async () => (await read<{ ethWallet: string | null }>(me, '/profile')).ethWallet)
      .toBe(good);
    await shot(page, `journey-${profile}-profile-saved`);
  });

  it('signs out', async () => {
    await press(page.getByRole('button', { name: 'Sign out' }));
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/auth');
    const res = await fetch(`${server.url}/api/${me.profileId}/pocket`, {
      headers: { authorization: `Bearer ${me.token}`, 'x-discord-id': me.discordId },
    });
    expect(res.status).toBe(401);
    await page.goto(`${server.url}/pocket`);
    await page.waitForURL(/\/auth/);
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${server.url}/no/such/place`);
    // Signed out: the page on its own, its heading once, the path named under it, the way back.
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByTestId('not-found-path').textContent()).toBe('Nothing is at /no/such/place.');
    expect(await page.getByText(/Page Not Found/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to the map' }).count()).toBe(1);
    await shot(page, `journey-${profile}-404`);
  });

  it('lands on /auth when a call answers 401 in the middle of a session', async () => {
    await signIn(page, `Hero ${profile}`, press);
    await page.goto(`${server.url}/pocket`);
    await page.getByRole('heading', { name: 'Pocket' }).waitFor();
    // The token is revoked behind the page's back (as an expiry would), then the player moves on.
    const s = await session(page);
    await fetch(`${server.url}/api/_auth/session`, {
      method: 'DELETE',
      headers: { cookie: `${await sessionCookieName(page)}=${s.token}` },
    });
    // Below 1300 px, but on a touch tablet, the screens sit behind the HUD's menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await press(menu);
    await press(page.getByRole('link', { name: 'Missions' }).first());
    await page.waitForURL(/\/auth/);
  });
});

/** The name of the session cookie the server set. */
async function sessionCookieName(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const c = cookies.find((k) => k.httpOnly);
  if (!c) throw new Error('no session cookie');
  return c.name;
}

describe('a player whose name is past Latin-1', () => {
  it('signs in by name and plays: the map drawn, its profile read, no error on the way', async () => {
    // A review's "Ярослав" signed in, then every call failed in the browser ("String contains non
    // ISO-8859-1 code point": the id in the x-discord-id header) and the page said the server was gone.
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const troubles: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && troubles.push(`console: ${m.text()}`)));
      page.on('pageerror', (e) => troubles.push(`page error: ${e.message}`));
      await signIn(page, 'Ярослав 名前', (l) => l.click());
      await page.locator('[data-world="drawn"]').waitFor({ timeout: 60_000 });
      // A screen of its own read (the profile, named), and the HUD's.
      await page.goto(`${server.url}/profile`);
      await page.locator('.hud [data-resource="energy"]').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.getByText('Ярослав 名前').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(troubles).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
