/**
 * The cold loads of world-load.ts for several builds, interleaved run by run so a shared machine's
 * load falls on each alike: `node --import tsx scripts/bench/load-ab.ts before=/work/build-a
 * after=dist/client` (each a built client folder, compressed as `npm run build` leaves it). One
 * server per build, one display-paced browser. `RUNS=n` (default 5), `CASES=text` (the cases whose
 * name holds it, default "desktop 1440x900": the three with the 1.5 s target), `TIMELINE=1` prints
 * each build's median run's resources and marks. Prints each case's median and all its runs per
 * build, with the load average (1 min) before and after.
 */
import { loadavg } from 'node:os';
import { launchBrowser, startServer, type GameServer } from '../../tests/e2e/harness.ts';
import { coldLoad, LOAD_CASES } from './world-load.ts';

const builds = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return at > 0 ? { name: arg.slice(0, at), dir: arg.slice(at + 1) } : { name: arg, dir: arg };
});
if (builds.length === 0) throw new Error('usage: load-ab.ts name=dir [name=dir …]');
const runs = Number(process.env.RUNS ?? 5);
const filter = process.env.CASES ?? 'desktop 1440x900';
const cases = LOAD_CASES.filter((c) => c.what.includes(filter));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => loadavg()[0]!.toFixed(2);

const servers: GameServer[] = [];
const browser = await launchBrowser();
try {
  for (const b of builds) servers.push(await startServer({ CLIENT_DIR: b.dir }));
  const before = load();
  process.stdout.write(`load average ${before} at the start; ${runs} runs a case and build, interleaved\n`);
  for (const c of cases) {
    const results = builds.map(() => [] as { ms: number; timeline: string }[]);
    for (let i = 0; i < runs; i++)
      for (let b = 0; b < builds.length; b++) {
        // Alternate which build goes first, so neither always follows the other.
        const at = i % 2 === 0 ? b : builds.length - 1 - b;
        const r = await coldLoad(browser, servers[at]!, c, i);
        results[at]!.push({ ms: r.ms, timeline: r.timeline });
      }
    process.stdout.write(`${c.what} (load ${load()}):\n`);
    builds.forEach((b, i) => {
      const ms = results[i]!.map((r) => r.ms);
      const mid = median(ms);
      process.stdout.write(
        `  ${b.name.padEnd(10)} median ${mid.toFixed(0).padStart(5)} ms   runs ${ms.map((m) => m.toFixed(0)).join(', ')}\n`,
      );
      if (process.env.TIMELINE) process.stdout.write(`${results[i]!.find((r) => r.ms === mid)!.timeline}\n`);
    });
  }
  process.stdout.write(`load average ${load()} at the end\n`);
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
