/**
 * Shared pieces of the reliability suites: figures each suite prints, real server processes
 * (src/server/server.ts as a child, as tests/e2e/harness.ts starts one), fresh PostgreSQL
 * databases, and a small HTTP client of the game calls. Everything stays on loopback.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { regionById } from '../../src/rules/catalog/regions.ts';
import { stageOutlook } from '../../src/rules/formulas/expedition-stage.ts';
import { starterState } from '../../src/rules/new-player.ts';
import { auditLedger } from '../../src/server/audit.ts';
import { startTestApp, type Reply, type TestApp } from '../server/harness.ts';

export const ADMIN_TOKEN = 'reliability-admin-token-6f1c';
export const BOT_TOKEN = 'reliability-bot-token-93ab';

/** The energy one send to region 1 costs a Warlord with no weapon worn, outside golden rush (the rules'). */
export const SEND_ENERGY = stageOutlook(starterState(0), regionById(1)!, 1, false).energy;

/** What a suite did, printed at its end: nothing may be lost. */
export interface Figures {
  requests: number;
  races: number;
  faults: number;
  malformed: number;
  lost: string[];
  [more: string]: number | string[];
}

export function newFigures(): Figures {
  return { requests: 0, races: 0, faults: 0, malformed: 0, lost: [] };
}

/** Prints the suite's figures as one block and keeps them in test-results/ for the report. */
export function printFigures(suite: string, f: Figures): void {
  const lines = Object.entries(f).map(([k, v]) => `  ${k}: ${Array.isArray(v) ? v.length : v}`);
  const lost =
    f.lost.length === 0 ? '  what was lost: nothing' : `  what was lost:\n    ${f.lost.join('\n    ')}`;
  process.stdout.write(`\n[reliability] ${suite}\n${lines.join('\n')}\n${lost}\n`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/reliability-${suite}.json`, JSON.stringify(f, null, 2));
}

/** Counts statuses: `{ 200: 1, 409: 99 }`. */
export function statuses(replies: { status?: number; statusCode?: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of replies) {
    const s = r.statusCode ?? r.status ?? 0;
    out[s] = (out[s] ?? 0) + 1;
  }
  return out;
}

export { freePort, type ServerProcess } from '../support/server-process.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';

/** Starts `src/server/server.ts` on a free loopback port and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    ADMIN_TOKEN,
    ADMIN_TOKEN_NAME: 'ada',
    BOT_TOKEN,
    ALLOW_DEV_LOGIN: '1',
    CLIENT_DIR: 'tests/reliability/no-client',
    LOG_LEVEL: 'info',
    ...env,
  });
}

/** A fresh database on the PostgreSQL server of `DATABASE_URL`, and how to drop it. */
export async function freshPostgres(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `warlords_r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A signed-in player of a server process. */
export interface HttpPlayer {
  id: string;
  token: string;
  discordId: string;
  headers: Record<string, string>;
}

export interface HttpReply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** An HTTP client of one server process; `count` counts the requests sent. */
export function httpClient(url: string, count: { requests: number }) {
  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpReply> {
    count.requests++;
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed };
  }
  return {
    send,
    async signIn(username: string): Promise<HttpPlayer> {
      const r = await send('POST', '/api/_auth/dev', { username });
      if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
      const u = r.body.res.user;
      return {
        id: u.profileId,
        token: u.token,
        discordId: u.discordId,
        headers: { authorization: `Bearer ${u.token}` },
      };
    },
    call(p: HttpPlayer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      return send(method, `/api/${p.id}${path}`, body, { ...p.headers, ...headers });
    },
    admin(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const token = path === '/api/admin/activities' ? BOT_TOKEN : ADMIN_TOKEN;
      return send(method, path, body, { authorization: `Bearer ${token}`, ...headers });
    },
  };
}

/**
 * The frame of an in-process suite: starts the app before it (handing it to `started`), runs the
 * ledger audit after every test (a difference is something lost, and fails the test), prints the
 * figures and closes the app at the end. Answers `race(n, send)`: `n` calls at once, counted.
 */
export function auditedSuite(o: {
  seed: number;
  name: () => string;
  figures: Figures;
  started: (app: TestApp) => void;
}): (n: number, send: (i: number) => Promise<Reply>) => Promise<Reply[]> {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: o.seed });
    o.started(app);
  });
  afterEach(async () => {
    const differences = await auditLedger(app.db);
    for (const d of differences)
      o.figures.lost.push(`${d.problem} ${d.playerId} ${d.what} ${d.balance}/${d.ledgerSum}`);
    expect(differences).toEqual([]);
  });
  afterAll(async () => {
    printFigures(o.name(), o.figures);
    await app.close();
  });
  return (n, send) => {
    o.figures.races++;
    o.figures.requests += n;
    return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  };
}
