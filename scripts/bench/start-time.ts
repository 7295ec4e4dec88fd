/**
 * `npm run bench:start`: how long `npm start` takes until /api/health answers, started twice on
 * one fresh data folder and a free loopback port. The first start draws and builds what is not up
 * to date; the second, on the unchanged tree, should skip both (goal: under 10 s). Prints both
 * times and what each start said it skipped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/support/server-process.ts';

const GOAL_MS = 10_000;
const TIMEOUT_MS = 10 * 60_000;

/** Runs `npm start` until /api/health answers 200; answers the time it took and what it printed. */
async function timedStart(dataDir: string): Promise<{ ms: number; output: string }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`no answer in 10 minutes:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return { ms: performance.now() - started, output };
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    // npm, the preparation and the server: the whole process group.
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const said = (output: string) =>
  output
    .split('\n')
    .filter((l) => /^\[\d\/\d\]|^ {6}(skipped|built|drew)/.test(l))
    .map((l) => `    ${l.trim()}`)
    .join('\n');

const dir = mkdtempSync(join(tmpdir(), 'warlords-start-'));
try {
  const first = await timedStart(dir);
  console.log(`first start:  ${(first.ms / 1000).toFixed(1)} s to /api/health\n${said(first.output)}`);
  const second = await timedStart(dir);
  console.log(`second start: ${(second.ms / 1000).toFixed(1)} s to /api/health\n${said(second.output)}`);
  const ok = second.ms < GOAL_MS;
  console.log(`second start ${ok ? 'within' : 'OVER'} the goal of ${GOAL_MS / 1000} s`);
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
