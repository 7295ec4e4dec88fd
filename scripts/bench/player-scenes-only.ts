/**
 * `node --import tsx scripts/bench/player-scenes-only.ts`: only the map, run and portrait as
 * presented (player-scenes.ts), after `npm run build`, with the machine's load beside them.
 */
import { loadavg } from 'node:os';
import { launchBrowser, startServer } from '../../tests/e2e/harness.ts';
import { sceneFigures } from './player-scenes.ts';
import { sceneLine } from './frames.ts';
import { printTable } from './table.ts';

const server = await startServer();
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
