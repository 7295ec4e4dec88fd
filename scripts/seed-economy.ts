/**
 * `npm run seed:economy -- [players] [days]`: plays an economy into the server at SEED_URL
 * (default http://127.0.0.1:PORT), which runs with BENCH_ROUTES=1 and ALLOW_DEV_LOGIN=1, so the
 * console's dashboard has something to show. Defaults: 50 players over 14 days.
 */
import { loadConfig } from '../src/server/config.ts';
import { seedEconomy } from './seed/economy.ts';

const config = loadConfig();
const url = process.env.SEED_URL ?? `http://127.0.0.1:${config.port}`;
if (!config.adminToken) throw new Error('seed:economy: set ADMIN_TOKEN (the server’s) to move its clock');
const players = Number(process.argv[2] ?? 50);
const days = Number(process.argv[3] ?? 14);
const started = performance.now();
const done = await seedEconomy({ url, adminToken: config.adminToken, players, days });
console.log(
  `seed:economy: ${done.players} players, ${done.writes} writes (${done.refused} refused by the rules) over ${days} days in ${Math.round(performance.now() - started)} ms`,
);
