/** The bench's signed-in players: created in bulk through the bench route, then stocked by grants. */
import { xpForLevel } from '../../src/rules/formulas/progression.ts';
import { ADMIN_TOKEN } from './server-process.ts';

export interface BenchPlayer {
  id: string;
  token: string;
}

/** Rank 9 (level 41) opens all ten regions, so each player can run ten send + claim cycles. */
export const RANK_9_XP = xpForLevel(41);
export const REGIONS = 10;

async function post(url: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `fn` over `items`, `width` at a time. */
export async function pooled<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * `count` players, each granted (through the operator's grant, so through the ledger) the energy,
 * the XP of rank 9 and the crates the load needs: with the real clock, a region cools down for
 * hours after a claim, so send + claim cycles walk over (player, region) pairs never used before.
 * `tag` starts their names: another set on the same server needs another tag.
 */
export async function createPlayers(url: string, count: number, tag = 'p'): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let made = 0; made < count; made += 250) {
    const n = Math.min(250, count - made);
    const { res } = (await post(url, '/api/_bench/players', { prefix: `${tag}${made}`, count: n })) as {
      res: BenchPlayer[];
    };
    players.push(...res);
  }
  await pooled(players, 8, async (p) => {
    await post(url, '/api/admin/grant', {
      profileId: p.id,
      energy: 100_000,
      xp: RANK_9_XP,
      crates: [{ kind: 0, count: 1000 }],
    });
  });
  return players;
}
