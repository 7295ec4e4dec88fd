/**
 * Plays an economy into a running server, through its real API and so through the rules: players
 * join over simulated days and each day buy and open crates, pull the gumball, send expeditions and
 * trade crates on the market. The server must run with BENCH_ROUTES=1 (its clock is moved on a day
 * at a time with POST /api/_bench/clock) and ALLOW_DEV_LOGIN=1; deterministic for a seed.
 */
import { seededRng } from '../../src/rules/rng.ts';

export interface SeedOptions {
  url: string;
  adminToken: string;
  players: number;
  days: number;
  seed?: number;
}

interface Player {
  id: string;
  token: string;
  discordId: string;
}

const DAY_MS = 24 * 3600 * 1000;

export async function seedEconomy(
  o: SeedOptions,
): Promise<{ players: number; writes: number; refused: number }> {
  const rng = seededRng(o.seed ?? 42);
  const pick = <T>(xs: T[]) => xs[Math.floor(rng.next() * xs.length)]!;
  let writes = 0;
  let refused = 0;
  const players: Player[] = [];

  async function call(
    p: Player,
    path: string,
    body: unknown,
  ): Promise<{ res?: Record<string, unknown> } | null> {
    const res = await fetch(`${o.url}/api/${p.id}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${p.token}`,
        'x-discord-id': p.discordId,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { res?: Record<string, unknown> };
    if (res.ok) writes++;
    else refused++;
    return res.ok ? json : null;
  }

  async function join(n: number) {
    const res = await fetch(`${o.url}/api/_auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `seed${o.seed ?? 42}p${n}` }),
    });
    if (!res.ok) throw new Error(`seed: sign-in refused ${res.status} ${await res.text()}`);
    const { user } = (
      (await res.json()) as { res: { user: { profileId: string; token: string; discordId: string } } }
    ).res;
    players.push({ id: user.profileId, token: user.token, discordId: user.discordId });
  }

  for (let day = 0; day < o.days; day++) {
    // Players join over the days: half on the first, the rest spread over the others.
    const target = Math.ceil(o.players * (0.5 + (0.5 * (day + 1)) / o.days));
    while (players.length < Math.min(target, o.players)) await join(players.length);
    for (const p of players) {
      if (rng.next() < 0.3) continue; // not everyone plays every day
      await call(p, '/expedition/send', { region: 1 });
      if (rng.next() < 0.6)
        await call(p, '/crates/buy', { kind: 0, currency: 'shards', count: 1 + Math.floor(rng.next() * 2) });
      if (rng.next() < 0.8) await call(p, '/crates/open', { crateId: 0 });
      if (rng.next() < 0.2) await call(p, '/crates/gumball', {});
      if (rng.next() < 0.3) {
        await call(p, '/crates/buy', { kind: 0, currency: 'shards' });
        const listed = await call(p, '/market/list', {
          good: { kind: 'crate', id: 0 },
          quantity: 1,
          price: 100 + Math.floor(rng.next() * 400),
        });
        const listing = (listed?.res?.listing as { id: string } | undefined)?.id;
        const buyer = pick(players);
        if (listing && buyer !== p) await call(buyer, '/market/buy', { listingId: listing, quantity: 1 });
      }
    }
    const moved = await fetch(`${o.url}/api/_bench/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${o.adminToken}` },
      body: JSON.stringify({ advanceMs: DAY_MS }),
    });
    if (!moved.ok)
      throw new Error(`seed: the server's clock does not move (BENCH_ROUTES=1?): ${moved.status}`);
  }
  return { players: players.length, writes, refused };
}
