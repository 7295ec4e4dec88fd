/** The load scenarios: each one autocannon run against one or more servers, players spread round robin. */
import autocannon, { type RawRequest, type RequestDef, type Result } from 'autocannon';
import { REGIONS, type BenchPlayer } from './players.ts';
import { ADMIN_TOKEN } from './server-process.ts';
import { HOUR_MS } from '../../src/rules/formulas/time.ts';
import { median } from './stats.ts';

export const CONNECTIONS = 50;

/**
 * Rounds of a comparison (server-load.ts, scale-out.ts): in each, a figure runs right after the one
 * it is held to, and a ratio is taken per round: the two meet the machine (a shared VM whose speed
 * drifts by a third within minutes) at the same moment. A figure is the median of its rounds.
 */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** One measured line: requests a second, latency percentiles, and how many answers were not 2xx. */
export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

const json = { 'content-type': 'application/json' };

function auth(p: BenchPlayer, req: RawRequest, path: string, body?: unknown): RawRequest {
  req.path = `/api/${p.id}${path}`;
  req.headers = { ...req.headers, authorization: `Bearer ${p.token}`, ...(body ? json : {}) };
  if (body) req.body = JSON.stringify(body);
  return req;
}

/** A round-robin cursor over the players, shared by every connection. */
function cursor(players: BenchPlayer[]) {
  let i = 0;
  return () => players[i++ % players.length]!;
}

/** Longer than any region's cooldown (1 h a stage, 5 stages at most): every pair is free again. */
const PAST_COOLDOWNS_MS = 6 * HOUR_MS;

/**
 * send + claim pairs: region-major, so a player's ten pairs are far apart in time. A run that
 * ends between a send and its claim leaves that expedition under way (also when the send was
 * still in flight: the server finishes it though nobody reads the answer), and the player's next
 * send would be refused (one expedition at a time): `settle` claims every send not seen claimed.
 * A claim cools its region down for hours, so once half the pairs are used `settle` also moves the
 * bench server's clock past every cooldown and starts again from the first pair. One server only:
 * the clock moved is that server's.
 */
export function pairCursor(players: BenchPlayer[]) {
  let i = 0;
  const underWay = new Map<string, BenchPlayer>();
  return {
    next() {
      const n = i++;
      const region = (Math.floor(n / players.length) % REGIONS) + 1;
      return { player: players[n % players.length]!, region };
    },
    sent: (p: BenchPlayer) => underWay.set(p.id, p),
    claimed: (p: BenchPlayer) => underWay.delete(p.id),
    async settle(url: string) {
      await new Promise((r) => setTimeout(r, 250)); // requests still in flight land first
      for (const p of underWay.values()) {
        await fetch(`${url}/api/${p.id}/expedition/claim`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}`, ...json },
          body: '{}',
        });
      }
      underWay.clear();
      if (i >= (players.length * REGIONS) / 2) {
        const res = await fetch(`${url}/api/_bench/clock`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...json },
          body: JSON.stringify({ advanceMs: PAST_COOLDOWNS_MS }),
        });
        if (!res.ok) throw new Error(`bench clock: ${res.status} ${await res.text()}`);
        i = 0;
      }
    },
  };
}

export type Pairs = ReturnType<typeof pairCursor>;

export type Scenario = (players: BenchPlayer[], pairs: Pairs) => RequestDef[];

export const scenarios: Record<string, Scenario> = {
  'GET /pocket': (ps) => {
    const next = cursor(ps);
    return [{ method: 'GET', setupRequest: (r) => auth(next(), r, '/pocket') }];
  },
  'GET /expedition': (ps) => {
    const next = cursor(ps);
    return [{ method: 'GET', setupRequest: (r) => auth(next(), r, '/expedition') }];
  },
  'POST /expedition/send+claim': (_ps, pairs) => [
    {
      method: 'POST',
      setupRequest: (r, ctx) => {
        const pair = pairs.next();
        ctx.player = pair.player;
        pairs.sent(pair.player);
        return auth(pair.player, r, '/expedition/send', { region: pair.region });
      },
    },
    {
      method: 'POST',
      setupRequest: (r, ctx) => auth(ctx.player as BenchPlayer, r, '/expedition/claim', {}),
      onResponse: (status, _body, ctx) => void (status === 200 && pairs.claimed(ctx.player as BenchPlayer)),
    },
  ],
  'POST /crates/open': (ps) => {
    const next = cursor(ps);
    return [{ method: 'POST', setupRequest: (r) => auth(next(), r, '/crates/open', { crateId: 0 }) }];
  },
  'GET /leaderboard/1': () => [{ method: 'GET', path: '/api/leaderboard/1' }],
  'ceiling: constant': () => [{ method: 'GET', path: '/api/_bench/constant' }],
  'ceiling: SELECT by key': (ps) => {
    const next = cursor(ps);
    return [
      {
        method: 'GET',
        setupRequest: (r) => ({ ...r, path: `/api/_bench/select/${next().id}` }),
      },
    ];
  },
  'ceiling: short transaction': (ps) => {
    const next = cursor(ps);
    return [{ method: 'POST', setupRequest: (r) => ({ ...r, path: `/api/_bench/tx/${next().id}` }) }];
  },
};

function measureOf(results: Result[]): Measure {
  const rps = results.reduce((s, r) => s + r.requests.total / r.duration, 0);
  return {
    rps,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    bad: results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/**
 * One figure from several runs of the same scenario: the median rate and the median p50 and p99
 * (a run that met a burst of other work on the machine moves it less than a mean), every bad answer.
 */
export function medianOf(runs: Measure[]): Measure {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    bad: runs.reduce((s, r) => s + r.bad, 0),
  };
}

/**
 * Runs one scenario for `seconds` against every url at once (the connections split between them),
 * after a one-second warm-up (`between` runs after each); with several urls, the rates add up and the worst percentile shows.
 */
export async function run(
  urls: string[],
  requests: () => RequestDef[],
  seconds: number,
  between?: () => Promise<void>,
): Promise<Measure> {
  const per = Math.floor(CONNECTIONS / urls.length);
  const fire = (duration: number) =>
    Promise.all(
      urls.map((url) => autocannon({ url, connections: per, duration, requests: requests(), timeout: 20 })),
    );
  await fire(1);
  await between?.();
  const measured = measureOf(await fire(seconds));
  await between?.();
  return measured;
}
