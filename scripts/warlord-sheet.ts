/**
 * `npm run sheet`: renders the Warlord's reference sheet (assets/src/figure/sheet.ts) into
 * docs/warlord-sheet.png: every trait on the full figure, every weapon and spell in hand, the
 * potions on the belt, and the moves' key frames. Look at it after changing the Warlord's art.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sheetSvg } from '../assets/src/figure/sheet.ts';
import { toPng } from '../assets/src/render.ts';

const out = process.argv[2] ?? join(process.cwd(), 'docs/warlord-sheet.png');
const started = Date.now();
const { svg, width, height } = sheetSvg();
const png = toPng(svg);
writeFileSync(out, png);
console.log(
  `sheet: ${width} x ${height}, ${(png.length / 1024).toFixed(0)} KiB in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${out}`,
);
