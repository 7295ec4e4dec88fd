/**
 * Leaderboard at scale: seeds a million players (BENCH_LB_PLAYERS) into a database of its own,
 * then times page 1, a page in the middle and `me` for the player in the middle, 200 sequential
 * requests each through a server process (pages also read afresh, past the second a process keeps
 * them), and checks the middle place against an exact count.
 */
import pg from 'pg';
import { seedPlayers } from './seed-players.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

const REQUESTS = 200;
/** Reads of a page spaced past the second a process keeps it, so each one asks the database. */
const FRESH_READS = 20;
const PAGE_KEPT_MS = 1000;

async function timed(url: string, requests = REQUESTS, spacedMs = 0) {
  const ms: number[] = [];
  let body: unknown;
  for (let i = 0; i < requests; i++) {
    if (spacedMs) await new Promise((r) => setTimeout(r, spacedMs));
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
    // Pages: as players read them (mostly the answer kept for a second), and read afresh from
    // the database each time. `me` is never kept.
    const cases: [string, string, boolean][] = [
      ['GET /leaderboard/1', '/api/leaderboard/1', false],
      ['GET /leaderboard/1 (fresh)', '/api/leaderboard/1', true],
      [`GET /leaderboard/${middlePage}`, `/api/leaderboard/${middlePage}`, false],
      [`GET /leaderboard/${middlePage} (fresh)`, `/api/leaderboard/${middlePage}`, true],
      ['GET /leaderboard/me (middle)', `/api/leaderboard/me?profileId=${middleId}`, false],
    ];
    for (const [what, path, fresh] of cases) {
      const r = fresh
        ? await timed(`${srv.url}${path}`, FRESH_READS, PAGE_KEPT_MS + 50)
        : await timed(`${srv.url}${path}`);
      let note = '';
      if (path.includes('/me')) note = `place ${(r.body as { place: number }).place}, exact ${middlePlace}`;
      lines.push({
        section,
        what,
        m: { rps: 0, p50: r.p50, p99: r.p99, bad: 0 },
        ratio: note,
        target: fresh ? `p99 < 15 ms (${FRESH_READS} fresh)` : 'p99 < 15 ms (sequential)',
        met: r.p99 < 15 && (!note || (r.body as { place: number }).place === middlePlace),
      });
    }
    return lines;
  } finally {
    await srv.stop();
  }
}
