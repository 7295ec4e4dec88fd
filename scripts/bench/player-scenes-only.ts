/**
 * `node --import tsx scripts/bench/player-scenes-only.ts`: only the map, run and portrait as
 * presented (player-scenes.ts), after `npm run build`, with the machine's load beside them.
 */
import { loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_TOKEN, BOT_TOKEN, launchBrowser } from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';
import { sceneFigures } from './player-scenes.ts';
import { sceneLine } from './frames.ts';
import { printTable } from './table.ts';

// A loaded machine may take over a minute to start the server: up to three here.
const dataDir = mkdtempSync(join(tmpdir(), 'warlords-scenes-'));
const child = await spawnServer({ DATA_DIR: dataDir, ADMIN_TOKEN, BOT_TOKEN, ALLOW_DEV_LOGIN: '1' }, 180_000);
const server = {
  url: child.url,
  stop: async () => {
    await child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  },
};
const browser = await launchBrowser();
try {
  const before = loadavg()[0]!.toFixed(2);
  const lines = (await sceneFigures(browser, server)).map(sceneLine);
  process.stdout.write(
    `${printTable(lines)}\nload average (1 min) ${before} before, ${loadavg()[0]!.toFixed(2)} after\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
