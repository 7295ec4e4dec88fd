/**
 * Hostile input: thousands of malformed requests to every call of the server's own route table
 * (wrong types, huge, negative and fractional numbers, unknown ids, extra fields, huge bodies,
 * broken JSON, odd content types and headers). Never a 5xx, always a readable `err`, and a
 * refused call changes nothing: the whole database's players, ledger, sessions, keys, activities,
 * settings, stock and listings are compared before and after each refusal.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type TestApp, type TestPlayer } from '../server/harness.ts';
import { newFigures, printFigures } from './support.ts';

/** Runs per call: 40 hostile requests each, about 2,800 in all (60 took minutes, and found no more). */
const RUNS_PER_CALL = 40;
const f = newFigures();
let t: TestApp;
let me: TestPlayer;
beforeAll(async () => {
  t = await startTestApp({ seed: 3 });
  me = await t.signIn('Fuzzed');
  await t.grant(me, {
    shards: 50_000,
    traitCards: [{ id: 206, count: 3 }],
    itemCards: [{ id: 257, count: 2 }],
    crates: [{ kind: 0, count: 2 }],
  });
});
afterAll(async () => {
  printFigures('hostile-input', f);
  await t.close();
});

const TABLES = [
  'players',
  'ledger',
  'sessions',
  'idempotency_keys',
  'activities',
  'settings',
  'voucher_stock',
  'market_listings',
  'market_sales',
  'mint_reservations',
];
/** Everything a request could change, as one string (one query: counts and hashes of every table). */
const SNAPSHOT = sql.raw(
  `select ${TABLES.map(
    (n) =>
      `(select count(*)::text || md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${n} x)`,
  ).join(" || '|' || ")} as s`,
);
async function snapshot(): Promise<string> {
  const r = await t.db.read((d) => d.execute(SNAPSHOT));
  return (r as unknown as { rows: { s: string }[] }).rows[0]!.s;
}

const FIELDS = [
  'traitId',
  'itemId',
  'crateId',
  'kind',
  'currency',
  'count',
  'region',
  'socialName',
  'ethWallet',
  'solWallet',
  'questPlatformId',
  'good',
  'quantity',
  'price',
  'listingId',
  'profileId',
  'shards',
  'TWC',
  'energy',
  'xp',
  'crates',
  'traitCards',
  'itemCards',
  'vauchers',
  'discordId',
  'type',
  'externalId',
  'vaucher',
  'left',
  'startsAt',
  'endsAt',
  'opensAt',
  'closesAt',
  'username',
  'wallet',
  'passType',
  'id',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e300, -1e300, 2 ** 53, -(2 ** 53), 2 ** 31, -1, -0.5, 0.5, 1.5, 0, 1, 11, 206, 257),
  fc.constantFrom('', ' ', '1', 'shards', 'TWC', 'trait', '0x', 'a'.repeat(5000), '\u0000', '../../etc'),
  fc.constantFrom(null, true, false, [], {}, [1], { id: 1, count: -1 }, [{ id: 206, count: 1e9 }]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.jsonValue({ maxDepth: 3 }),
);

const hostileObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })),
  hostileValue,
  {
    maxKeys: 5,
  },
);

/** A raw payload: broken JSON, a huge body, deep nesting, or a hostile JSON value. */
const rawPayload: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"traitId":', '[1,2', 'nul', '{"a":1}}', '\u0000', '"\\ud800"', ''),
  fc.constant(`{"x":"${'a'.repeat(20_000)}"}`),
  fc.constant('['.repeat(3000) + ']'.repeat(3000)),
  fc.oneof(hostileObject, hostileValue).map((v) => JSON.stringify(v) ?? 'null'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  undefined,
);

const oddHeaders = fc.record(
  {
    'idempotency-key': fc.constantFrom('', 'k'.repeat(201), 'ok-key', ' '),
    'x-discord-id': fc.constantFrom('', 'dev:fuzzed', 'dev:fuzzed', 'dev:fuzzed', 'someone-else'),
    accept: fc.constantFrom('text/html', '*/*', 'application/xml'),
  },
  { requiredKeys: [] },
);

const query = fc.constantFrom(
  '',
  '?x=%E0%A4%A',
  '?ref_id[]=1',
  '?a=1&a=2',
  '?page=-1',
  '?kind=trait&id=1e300',
  '?profileId=',
);

interface Call {
  method: string;
  url: string;
}

/** Every route of the table with its path filled in: the player's id, or a hostile one. */
function urlOf(route: Call, hostileId: string | null): string {
  return route.url
    .replace(':userId', hostileId ?? me.id)
    .replace(':page', hostileId ? encodeURIComponent(hostileId) : '1')
    .replace(':discordId', hostileId ? encodeURIComponent(hostileId) : me.discordId);
}

function headersFor(route: Call): Record<string, string> {
  if (route.url.startsWith('/api/admin/')) {
    const token = route.url === '/api/admin/activities' || route.url.includes('by-discord') ? 'bot' : 'admin';
    return { authorization: `Bearer ${token === 'bot' ? t.config.botToken : t.config.adminToken}` };
  }
  return me.headers;
}

describe('malformed requests to every call of the route table', () => {
  const refusedByStatus: Record<string, number> = {};
  it('reach every call of the route table', () => {
    const calls = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(calls.length).toBeGreaterThanOrEqual(30);
    f.calls = calls.length;
  });

  it('never answer a 5xx, always answer a readable err, and change nothing when refused', async () => {
    const calls = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    let known: string | undefined;
    for (const route of calls) {
      // A fresh token for each call: DELETE /api/_auth/session, fuzzed, signs the player out.
      me = await t.signIn('Fuzzed');
      known = undefined;
      await fc.assert(
        fc.asyncProperty(
          rawPayload,
          contentType,
          oddHeaders,
          query,
          // Mostly the player's own path, so that the body reaches validation; now and then a hostile id.
          fc.oneof(
            { arbitrary: fc.constant(null), weight: 9 },
            {
              arbitrary: fc.oneof(fc.uuid(), fc.constantFrom('x'.repeat(100), '0', '-1', '%00', 'null')),
              weight: 1,
            },
          ),
          async (payload, type, extra, q, hostileId) => {
            // A refused request changed nothing, so the snapshot after it is the next one's before.
            const before = (known ??= await snapshot());
            const headers: Record<string, string> = { ...headersFor(route), ...extra };
            if (type) headers['content-type'] = type;
            const opts: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url: `${urlOf(route, hostileId)}${q}`,
              headers,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
            };
            const res = await t.inject(opts);
            f.malformed++;
            f.requests++;
            const where = `${route.method} ${route.url} ${JSON.stringify(opts).slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode < 400) {
              f.accepted = ((f.accepted as number) ?? 0) + 1;
              known = undefined;
            }
            if (res.statusCode >= 400) {
              refusedByStatus[res.statusCode] = (refusedByStatus[res.statusCode] ?? 0) + 1;
              const body = res.json();
              expect(typeof body.err, where).toBe('string');
              expect(body.err.length, where).toBeGreaterThan(0);
              expect(body.err, where).not.toMatch(/select |insert |update |at .*\.ts|stack/i);
              const after = await snapshot();
              known = after;
              if (after !== before) f.lost.push(`refused ${where} changed the database`);
              expect(after, where).toBe(before);
            }
          },
        ),
        { numRuns: RUNS_PER_CALL, seed: 20261121, endOnFailure: true },
      );
    }
    for (const [status, n] of Object.entries(refusedByStatus)) f[`refused ${status}`] = n;
    expect(await auditLedger(t.db)).toEqual([]);
  }, 600_000);
});
