/**
 * A look at the art: `node --import tsx assets/src/contact-sheet.ts [out.png] [what]` renders a grid
 * of full Warlords (what = warlords, the default), of every layer of one category (faces, hair, eyes,
 * suits, backgrounds, special) or of every image under a public path (/images/items) for an artist to
 * review. Not part of the build.
 */
import { writeFileSync } from 'node:fs';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { FOE_CANVAS, FOE_KINDS, FOE_POSES } from '../../src/client/scenes/stage-run/stage-foes.ts';
import { foeArt } from './foes/foes.ts';
import { artJobs } from './jobs.ts';
import { composite, traitLayer } from './portrait/layers.ts';
import { toPng } from './render.ts';

const CELL = 256;

interface Cell {
  body: string;
  width: number;
  height: number;
}

/**
 * A cell's ids made its own: every drawing names its gradients alone (the knight and the champion
 * both say #km), and in one document the first of a name would paint them all.
 */
const own = (body: string, cell: number) =>
  body.replace(/id="([^"]+)"/g, `id="c${cell}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#c${cell}-$1)`);

function sheet(cells: Cell[], columns: number): string {
  const rows = Math.ceil(cells.length / columns);
  const body = cells
    .map(
      (c, i) =>
        `<svg x="${(i % columns) * CELL}" y="${Math.floor(i / columns) * CELL}" width="${CELL}" height="${CELL}" viewBox="0 0 ${c.width} ${c.height}">${own(c.body, i)}</svg>`,
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
/** Each kind's row: the foe standing, striking, hurt, then its chief the same. */
const foes = (): Cell[] =>
  FOE_KINDS.flatMap((kind) =>
    [false, true].flatMap((chief) =>
      FOE_POSES.map((pose) => ({ body: foeArt(kind, pose, chief), ...FOE_CANVAS })),
    ),
  );
const cells: Cell[] =
  what === 'warlords'
    ? WARLORDS.map((ids) => portrait(composite(ids)))
    : what === 'foes'
      ? foes()
      : what.startsWith('/')
        ? artJobs()
            .filter((j) => j.path.startsWith(what))
            .map((j) => ({ body: j.draw(), width: j.width, height: j.height }))
        : TRAITS.filter((t) => t.img.includes(`/${what}/`)).map((t) => portrait(traitLayer(t.id)));
writeFileSync(out, toPng(sheet(cells, what === 'foes' ? FOE_POSES.length * 2 : 5)));
console.log(`wrote ${out}`);
