/**
 * Eye layers, drawn at the shared eye centres. Commons are plain irises; Rare eyes are animal or
 * burning, Epic is a rainbow, Legendary crackles with lightning that spills out of the eyes.
 */
import { blur, flat, inked, line, radial, INK } from '../svg.ts';
import { EYES } from './anatomy.ts';

interface EyeSpec {
  id: string;
  iris: string;
  /** The iris fill; a gradient id when given. */
  irisFill?: string;
  pupil?: 'round' | 'slit' | 'none';
  white?: string;
  /** Drawn behind the eyes (glows). */
  under?: string;
  /** Drawn over the eyes. */
  over?: string;
}

const almond = (x: number, y: number) =>
  `M${x - 19},${y} Q${x},${y - 15} ${x + 19},${y} Q${x},${y + 13} ${x - 19},${y}Z`;

function eyes(s: EyeSpec): string {
  const body = EYES.map((e, i) => {
    const clip = `${s.id}-c${i}`;
    const pupil =
      s.pupil === 'slit'
        ? flat(
            `M${e.x},${e.y - 10} Q${e.x + 4},${e.y} ${e.x},${e.y + 10} Q${e.x - 4},${e.y} ${e.x},${e.y - 10}Z`,
            INK,
          )
        : s.pupil === 'none'
          ? ''
          : `<circle cx="${e.x}" cy="${e.y}" r="4.5" fill="${INK}"/>`;
    return (
      `<clipPath id="${clip}"><path d="${almond(e.x, e.y)}"/></clipPath>` +
      flat(almond(e.x, e.y), s.white ?? '#fbf8f2') +
      `<g clip-path="url(#${clip})"><circle cx="${e.x}" cy="${e.y}" r="10" fill="${s.irisFill ?? s.iris}" stroke="${INK}" stroke-width="1.5"/>${pupil}` +
      `<circle cx="${e.x - 3.5}" cy="${e.y - 4}" r="2.6" fill="#ffffff"/>` +
      flat(
        `M${e.x - 20},${e.y - 16} L${e.x + 20},${e.y - 16} L${e.x + 20},${e.y - 6} Q${e.x},${e.y - 13} ${e.x - 20},${e.y - 6}Z`,
        INK,
        'opacity="0.18"',
      ) +
      `</g>` +
      inked(almond(e.x, e.y), 'none', 3) +
      line(`M${e.x - 21},${e.y + 1} Q${e.x},${e.y - 17} ${e.x + 21},${e.y + 1}`, INK, 5)
    );
  }).join('');
  return (s.under ?? '') + body + (s.over ?? '');
}

const plain = (id: string, iris: string) => () => eyes({ id, iris });

/** Flames licking up from both eyes: a blurred glow under crisp orange and yellow tongues. */
function flames(id: string): string {
  const tongue = (x: number, y: number, s: number) =>
    `M${x - 16 * s},${y} C${x - 22 * s},${y - 16 * s} ${x - 12 * s},${y - 22 * s} ${x - 14 * s},${y - 40 * s} ` +
    `C${x - 4 * s},${y - 30 * s} ${x - 2 * s},${y - 28 * s} ${x},${y - 52 * s} ` +
    `C${x + 6 * s},${y - 32 * s} ${x + 10 * s},${y - 30 * s} ${x + 16 * s},${y - 42 * s} ` +
    `C${x + 18 * s},${y - 24 * s} ${x + 22 * s},${y - 14 * s} ${x + 16 * s},${y}Z`;
  const outer = EYES.map((e) => tongue(e.x, e.y - 4, 1)).join(' ');
  const inner = EYES.map((e) => tongue(e.x, e.y - 6, 0.55)).join(' ');
  return (
    `<defs>${blur(`${id}-b`, 6)}</defs>` +
    `<path d="${outer}" fill="#ff5a1a" opacity="0.8" filter="url(#${id}-b)"/>` +
    `<path d="${outer}" fill="#ff7a1a" stroke="${INK}" stroke-width="2.5" opacity="0.95"/>` +
    `<path d="${inner}" fill="#ffd24a"/>`
  );
}

function bolts(id: string): string {
  const d = EYES.map((e, i) => {
    const s = i === 0 ? -1 : 1;
    return `M${e.x + s * 18},${e.y - 2} L${e.x + s * 34},${e.y - 14} L${e.x + s * 30},${e.y - 4} L${e.x + s * 50},${e.y - 20} M${e.x + s * 16},${e.y + 6} L${e.x + s * 30},${e.y + 14} L${e.x + s * 26},${e.y + 20} L${e.x + s * 42},${e.y + 30}`;
  }).join(' ');
  return (
    `<defs>${blur(`${id}-g`, 6)}</defs>` +
    EYES.map(
      (e) => `<circle cx="${e.x}" cy="${e.y}" r="26" fill="#7fd3ff" opacity="0.75" filter="url(#${id}-g)"/>`,
    ).join('') +
    `<path d="${d}" fill="none" stroke="#7fd3ff" stroke-width="8" opacity="0.7" filter="url(#${id}-g)"/>` +
    line(d, '#f4fbff', 3)
  );
}

/** Eye drawings by trait index. */
export const EYE_LAYERS: Record<number, () => string> = {
  2: () =>
    eyes({
      id: 'e2',
      iris: '#ff4d8d',
      irisFill: 'url(#e2-rb)',
      under: `<defs>${radial('e2-rb', [
        [0, '#ffffff'],
        [0.25, '#fde047'],
        [0.45, '#4ade80'],
        [0.62, '#38bdf8'],
        [0.8, '#a855f7'],
        [1, '#f43f5e'],
      ])}</defs>`,
      pupil: 'none',
      over: EYES.map((e) =>
        flat(
          `M${e.x + 22},${e.y - 14} l3,-8 l3,8 l8,3 l-8,3 l-3,8 l-3,-8 l-8,-3Z`,
          '#fff7c2',
          `stroke="${INK}" stroke-width="1"`,
        ),
      ).join(''),
    }),
  3: () => eyes({ id: 'e3', iris: '#b8d43a', pupil: 'slit', white: '#f1f5c8' }),
  4: () => eyes({ id: 'e4', iris: '#e9f8ff', pupil: 'none', white: '#bfe9ff', under: bolts('e4') }),
  5: () => eyes({ id: 'e5', iris: '#ff8a1f', white: '#fff1d6', under: flames('e5') }),
  6: plain('e6', '#3f9d4a'),
  7: plain('e7', '#2f7fe0'),
  8: plain('e8', '#d4343b'),
};
