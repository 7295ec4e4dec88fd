/**
 * A look at the art: `node --import tsx assets/src/contact-sheet.ts [out.png] [what]` renders a grid
 * of full Warlords (what = warlords, the default), of every layer of one category (faces, hair, eyes,
 * suits, backgrounds, special) or of every image under a public path (/images/items) for an artist to
 * review. Not part of the build.
 */
import { writeFileSync } from 'node:fs';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { artJobs } from './jobs.ts';
import { composite, traitLayer } from './portrait/layers.ts';
import { toPng } from './render.ts';

const CELL = 256;

interface Cell {
  body: string;
  width: number;
  height: number;
}

function sheet(cells: Cell[], columns: number): string {
  const rows = Math.ceil(cells.length / columns);
  const body = cells
    .map(
      (c, i) =>
        `<svg x="${(i % columns) * CELL}" y="${Math.floor(i / columns) * CELL}" width="${CELL}" height="${CELL}" viewBox="0 0 ${c.width} ${c.height}">${c.body}</svg>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * CELL}" height="${rows * CELL}"><rect width="100%" height="100%" fill="#556"/>${body}</svg>`;
}

const WARLORDS: readonly (readonly number[])[] = [
  [402, 302, 2, 206, 102],
  [403, 304, 3, 203, 105],
  [404, 308, 4, 202, 109],
  [405, 303, 6, 204, 110, 502],
  [406, 309, 5, 207, 106, 503],
  [407, 305, 2, 208, 103],
  [408, 310, 6, 205, 108, 502],
  [409, 306, 4, 203, 107],
  [410, 307, 3, 206, 111],
  [411, 311, 5, 202, 104],
  [412, 302, 2, 205, 110],
  [413, 310, 3, 207, 109],
  [414, 305, 4, 208, 102],
  [415, 308, 6, 204, 106, 502],
  [402, 309, 5, 206, 103, 503],
];

const [out = '/tmp/warlords-sheet.png', what = 'warlords'] = process.argv.slice(2);
const portrait = (body: string): Cell => ({ body, width: 512, height: 512 });
const cells: Cell[] =
  what === 'warlords'
    ? WARLORDS.map((ids) => portrait(composite(ids)))
    : what.startsWith('/')
      ? artJobs()
          .filter((j) => j.path.startsWith(what))
          .map((j) => ({ body: j.draw(), width: j.width, height: j.height }))
      : TRAITS.filter((t) => t.img.includes(`/${what}/`)).map((t) => portrait(traitLayer(t.id)));
writeFileSync(out, toPng(sheet(cells, 5)));
console.log(`wrote ${out}`);
