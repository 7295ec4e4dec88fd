/**
 * Leaderboard at scale: seeds a million players (BENCH_LB_PLAYERS) into a database of its own,
 * then times page 1, a page in the middle and `me` for the player in the middle, 200 sequential
 * requests each through a server process, and checks the middle place against an exact count.
 */
import pg from 'pg';
import { seedPlayers } from './seed-players.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

const REQUESTS = 200;

async function timed(url: string): Promise<{ p50: number; p99: number; body: unknown }> {
  const ms: number[] = [];
  let body: unknown;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(url);
    body = await res.json();
    ms.push(performance.now() - t);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length * 0.5)]!, p99: ms[Math.ceil(ms.length * 0.99) - 1]!, body };
}

export async function leaderboardAtScale(databaseUrl: string): Promise<Line[]> {
  const n = Number(process.env.BENCH_LB_PLAYERS ?? 1_000_000);
  const seedMs = await seedPlayers(databaseUrl, n);
  process.stderr.write(`  seeded ${n} players in ${(seedMs / 1000).toFixed(1)} s\n`);
  const section = `leaderboard ${n / 1e6}M`;
  const lines: Line[] = [
    {
      section,
      what: `seed ${n} players`,
      note: `${(seedMs / 1000).toFixed(1)} s`,
      target: '< 120 s',
      met: seedMs < 120_000,
    },
  ];
  const middlePlace = Math.floor(n / 2);
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c
    .query<{ id: string }>('SELECT id FROM players ORDER BY -total_xp, created_at, id OFFSET $1 LIMIT 1', [
      middlePlace - 1,
    ])
    .finally(() => c.end());
  const middleId = rows[0]!.id;

  const srv = await startServer({ databaseUrl });
  try {
    // The first read starts the anchors' scan; wait until a deep page is served from them.
    const middlePage = Math.floor(middlePlace / 20);
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      await fetch(`${srv.url}/api/leaderboard/${middlePage}`).then((r) => r.json());
      if (performance.now() - t < 15) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const cases: [string, string][] = [
      ['GET /leaderboard/1', '/api/leaderboard/1'],
      [`GET /leaderboard/${middlePage}`, `/api/leaderboard/${middlePage}`],
      ['GET /leaderboard/me (middle)', `/api/leaderboard/me?profileId=${middleId}`],
    ];
    for (const [what, path] of cases) {
      const r = await timed(`${srv.url}${path}`);
      let note = '';
      if (path.includes('/me')) note = `place ${(r.body as { place: number }).place}, exact ${middlePlace}`;
      lines.push({
        section,
        what,
        m: { rps: 0, p50: r.p50, p99: r.p99, bad: 0 },
        ratio: note,
        target: 'p99 < 15 ms (sequential)',
        met: r.p99 < 15 && (!note || (r.body as { place: number }).place === middlePlace),
      });
    }
    return lines;
  } finally {
    await srv.stop();
  }
}
