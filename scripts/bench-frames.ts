/**
 * `npm run bench:frames`: only the frame figures of `npm run bench` (scripts/bench/frames.ts says
 * what they cover). Run after a build: `npm run build && npm run bench:frames`.
 */
import { frameFigures } from './bench/frames.ts';
import { printTable } from './bench/table.ts';

process.stdout.write(`${printTable(await frameFigures())}\n`);
