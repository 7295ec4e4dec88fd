/**
 * `node --import tsx scripts/bench/player-reveal-only.ts [url]`: only the crate and the gumball as a
 * player opens them (player-reveal.ts), at full speed and at a 4x CPU slowdown, after
 * `npm run build`; against the server at `url` if given (one started with ALLOW_DEV_LOGIN=1), else
 * a fresh one. Prints the presented frames with the machine's load beside them.
 */
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN, BOT_TOKEN, launchBrowser, type GameServer } from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';
import { revealFigures } from './player-reveal.ts';
import { revealLine } from './frames.ts';
import { printTable } from './table.ts';

async function server(url: string | undefined): Promise<GameServer> {
  if (url) return { url, stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'warlords-reveal-'));
  const child = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_TOKEN, BOT_TOKEN, ALLOW_DEV_LOGIN: '1' },
    180_000,
  );
  return {
    url: child.url,
    stop: async () => {
      await child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const game = await server(process.argv[2]);
const browser = await launchBrowser();
try {
  const before = loadavg()[0]!.toFixed(2);
  const lines = (await revealFigures(browser, game)).map(revealLine);
  process.stdout.write(
    `${printTable(lines)}\nload average (1 min) ${before} before, ${loadavg()[0]!.toFixed(2)} after\n`,
  );
} finally {
  await browser.close();
  await game.stop();
}
