/**
 * Crashes: a server process under write load is killed with SIGKILL and started again on the
 * same data (the embedded database folder, and PostgreSQL when DATABASE_URL is set). Then
 * `npm run audit` (scripts/audit.ts) must pass, no action may be half applied, and every
 * Idempotency-Key sent before the crash, sent again, answers its first answer or applies once.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { httpClient, startServer, type Figures, type HttpPlayer, type HttpReply } from './support.ts';

/** Two kills and restarts: the second finds the first's recovered folder (three found nothing more). */
const ROUNDS = 2;
const LOAD_MS = 1500;
const LIMITS = { WRITES_PER_SECOND: '100000', SIGN_INS_PER_MINUTE: '100000' };

interface Sent {
  player: HttpPlayer;
  key: string;
  path: string;
  body: unknown;
  /** The answer received before the crash, if one came. */
  answer?: HttpReply;
}

/** Runs `npm run audit` against the data the environment names; returns its exit code and output. */
export function audit(env: Record<string, string>): { code: number; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

/** The writes of the load: a grant of 1 shard, crate buys and opens, gumball pulls, trait moves. */
function nextWrite(i: number): { path: string; body: unknown; admin: boolean } {
  switch (i % 5) {
    case 0:
      return { path: '/api/admin/grant', body: { shards: 1 }, admin: true };
    case 1:
      return { path: '/crates/buy', body: { kind: 0, currency: 'shards' }, admin: false };
    case 2:
      return { path: '/crates/open', body: { crateId: 0 }, admin: false };
    case 3:
      return { path: '/crates/gumball', body: {}, admin: false };
    default:
      return { path: '/traits/upgrade', body: { traitId: 1 }, admin: false };
  }
}

export async function crashRounds(name: string, f: Figures, env: Record<string, string>) {
  const sent: Sent[] = [];
  let players: HttpPlayer[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer({ ...env, ...LIMITS });
    const c = httpClient(server.url, f);
    if (round === 0) {
      players = await Promise.all([1, 2, 3, 4].map((n) => c.signIn(`${name}Crash${n}`)));
      for (const p of players) {
        await c.admin('POST', '/api/admin/grant', { profileId: p.id, shards: 1_000_000 });
      }
    }
    let stop = false;
    let i = 0;
    const worker = async (p: HttpPlayer) => {
      while (!stop) {
        const w = nextWrite(i++);
        const key = `${name}-${round}-${i}`;
        const body = w.admin ? { profileId: p.id, ...(w.body as object) } : w.body;
        const s: Sent = { player: p, key, path: w.path, body };
        sent.push(s);
        const headers = { 'idempotency-key': key };
        try {
          s.answer = w.admin
            ? await c.admin('POST', w.path, body, headers)
            : await c.call(p, 'POST', w.path, body, headers);
        } catch {
          // the server died under this request: retried after the restart
        }
      }
    };
    const load = Promise.all(players.flatMap((p) => [worker(p), worker(p)]));
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await server.kill('SIGKILL');
    f.faults++;
    stop = true;
    await load;

    const checked = audit(env);
    if (checked.code !== 0) f.lost.push(`${name} round ${round}: ${checked.out}`);
    expect(checked.code, checked.out).toBe(0);
  }

  const server = await startServer({ ...env, ...LIMITS });
  const c = httpClient(server.url, f);
  try {
    // The ledger before the retries: which keys had been applied when the process died.
    const rowsOf = async (p: HttpPlayer) =>
      (await c.admin('GET', `/api/admin/ledger?profileId=${p.id}&limit=10000`)).body as {
        ref: string;
        what: string;
        action: string;
      }[];
    const before = new Map<string, number>();
    for (const p of players) for (const r of await rowsOf(p)) before.set(r.ref, (before.get(r.ref) ?? 0) + 1);

    for (const s of sent) {
      const headers = { 'idempotency-key': s.key };
      const again = s.path.startsWith('/api/admin')
        ? await c.admin('POST', s.path, s.body, headers)
        : await c.call(s.player, 'POST', s.path, s.body, headers);
      expect(again.status, s.key).toBeLessThan(500);
      if (s.answer?.status === 200) {
        // An answer received before the crash is the answer after it, byte for byte.
        expect(again.body, s.key).toEqual(s.answer.body);
      }
    }
    const after = new Map<string, { what: string }[]>();
    for (const p of players) {
      for (const r of await rowsOf(p)) after.set(r.ref, [...(after.get(r.ref) ?? []), r]);
    }
    for (const s of sent) {
      const rows = after.get(s.key) ?? [];
      // Applied once: no balance moved twice under one key; applied rows before the retry stay as they were.
      expect(new Set(rows.map((r) => r.what)).size, s.key).toBe(rows.length);
      if (before.has(s.key)) expect(rows.length, s.key).toBe(before.get(s.key));
      if (s.path === '/api/admin/grant') expect(rows.length, s.key).toBe(1);
    }
    f.keysRetried = ((f.keysRetried as number) ?? 0) + sent.length;
    f.answeredBeforeCrash =
      ((f.answeredBeforeCrash as number) ?? 0) + sent.filter((s) => s.answer?.status === 200).length;
  } finally {
    await server.kill('SIGTERM');
  }
  const final = audit(env);
  expect(final.code, final.out).toBe(0);
}
