/**
 * The ten regions' look: a ground colour and a landmark drawn around a point, used at full size on the
 * world map and small on the region emblems.
 */
import { between, bolt, column, pine, seededRng } from '../scenery.ts';
import { dark, flat, inked, light, line, INK } from '../svg.ts';

export interface Biome {
  ground: string;
  /** The landmark, centred on (x, y) at scale s (1 = map size, about 200 px across). */
  landmark: (x: number, y: number, s: number) => string;
}

const g = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

/** Biomes by region id (1-10). */
export const BIOMES: Record<number, Biome> = {
  1: {
    ground: '#d9b98c',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        flat('M-100,30 Q-50,-30 0,20 Q40,-20 100,30Z', '#c9a06a') +
          flat('M-70,60 Q-20,10 40,60Z', '#b8875a') +
          line('M-90,24 Q-50,-16 -10,18 M10,18 Q40,-8 80,24', '#f0d6a8', 3) +
          inked('M50,-10 v-36 M50,-30 q-12,0 -12,-12 M50,-24 q12,0 12,-14', 'none', 5),
      ),
  },
  2: {
    ground: '#6f8a52',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        `<ellipse cx="-30" cy="10" rx="60" ry="20" fill="#4f7a6a" stroke="${INK}" stroke-width="3"/><ellipse cx="50" cy="40" rx="40" ry="14" fill="#4f7a6a" stroke="${INK}" stroke-width="3"/>` +
          line(
            'M-80,30 v-30 M-74,30 v-40 M-68,30 v-26 M70,10 v-30 M76,10 v-40 M82,10 v-24 M10,-20 v-30 M16,-20 v-40',
            '#3d5a2a',
            4,
          ) +
          line('M-80,0 v-4 M-74,-10 v-6 M76,-30 v-6 M16,-60 v-6', '#7a4a2a', 6) +
          line('M-20,-40 L-20,-90 M-20,-66 L-44,-84 M-20,-74 L0,-96', '#3a3328', 6),
      ),
  },
  3: {
    ground: '#dceef8',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        inked('M-90,40 L-60,-40 L-40,10 L-10,-80 L20,0 L40,-50 L70,20 L90,40Z', '#eef8ff', 4) +
          flat('M-10,-80 L20,0 L40,-50 L70,20 L90,40 L0,40Z', '#a8d8f0', 'opacity="0.8"') +
          inked('M-60,60 L-40,30 L-30,64Z M40,64 L60,40 L66,66Z', '#bfe6fa', 3),
      ),
  },
  4: {
    ground: '#5a3a34',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        inked('M-100,50 L-30,-60 L30,-60 L100,50Z', '#3a2420', 4) +
          flat('M-30,-60 Q0,-72 30,-60 L24,-50 Q0,-58 -24,-50Z', '#ffb020') +
          line('M-10,-54 Q-20,0 -50,46 M10,-54 Q24,0 40,46', '#ff5a1a', 8) +
          line('M-10,-54 Q-20,0 -50,46 M10,-54 Q24,0 40,46', '#ffd24a', 3) +
          `<circle cx="-10" cy="-90" r="20" fill="#5a4444" opacity="0.8"/><circle cx="14" cy="-110" r="26" fill="#6a5454" opacity="0.7"/>`,
      ),
  },
  5: {
    ground: '#2f5a34',
    landmark: (x, y, s) => {
      const r = seededRng(505);
      let trees = '';
      for (let i = 0; i < 14; i++) {
        const tx = between(r, -100, 100);
        const ty = between(r, -40, 60);
        trees += pine(tx, ty, between(r, 50, 80), i % 2 ? '#1f4a28' : '#2a5e32', true);
      }
      return g(x, y, s, trees);
    },
  },
  6: {
    ground: '#6fa8a0',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        `<ellipse cx="0" cy="20" rx="100" ry="40" fill="#3f8fa0" stroke="${INK}" stroke-width="3"/>` +
          column(-50, -40, 30, 22, '#c8bca8', true) +
          column(10, -70, 30, 24, '#c8bca8') +
          column(60, -20, 34, 20, '#c8bca8', true) +
          line('M-90,30 q10,-6 20,0 q10,6 20,0 M40,44 q10,-6 20,0 q10,6 20,0', '#bfe8f0', 3),
      ),
  },
  7: {
    ground: '#3a3642',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        inked(
          'M-80,50 L-80,-30 L-60,-30 L-60,-60 L-40,-60 L-40,-30 L40,-30 L40,-60 L60,-60 L60,-30 L80,-30 L80,50Z',
          '#1f1c26',
          4,
        ) +
          inked('M-16,-30 L-16,-100 L16,-100 L16,-30Z', '#2a2633', 4) +
          inked('M-22,-100 L0,-140 L22,-100Z', '#5a1e3a', 3) +
          inked('M-66,-60 L-50,-84 L-34,-60Z M34,-60 L50,-84 L66,-60Z', '#5a1e3a', 3) +
          flat('M-12,50 L-12,20 Q0,6 12,20 L12,50Z', '#ff7a2a') +
          `<rect x="-4" y="-80" width="8" height="14" fill="#ff7a2a"/>`,
      ),
  },
  8: {
    ground: '#8a93a3',
    landmark: (x, y, s) => {
      const r = seededRng(808);
      return g(
        x,
        y,
        s,
        inked('M-110,50 L-60,-50 L-30,0 L0,-90 L34,-10 L60,-60 L110,50Z', '#6b7383', 4) +
          flat(
            'M-60,-50 L-48,-26 L-66,-30Z M0,-90 L14,-56 L-4,-62 L-12,-58Z M60,-60 L72,-36 L54,-40Z',
            '#f4f8ff',
          ) +
          `<ellipse cx="0" cy="-110" rx="90" ry="26" fill="#3a4258" opacity="0.9"/>` +
          line(bolt(r, 20, -96, 80, 4), '#fff59d', 4),
      );
    },
  },
  9: {
    ground: '#2a1d3a',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        `<ellipse cx="0" cy="0" rx="110" ry="50" fill="#a855f7" opacity="0.35"/>` +
          inked('M-90,-10 L-40,-20 L-20,10 L20,-16 L50,8 L96,-6 L60,20 L20,6 L-10,30 L-50,4Z', '#0b0514', 4) +
          line('M-70,-10 L-40,-16 L-20,12 L20,-12 L50,10 L80,-2', '#e9b8ff', 3) +
          inked('M-60,-50 l14,-8 l6,14 l-12,8Z M50,-46 l12,-10 l8,12 l-12,8Z', '#3b2a52', 2),
      ),
  },
  10: {
    ground: '#c9a85a',
    landmark: (x, y, s) =>
      g(
        x,
        y,
        s,
        flat('M-100,50 L-60,10 L60,10 L100,50Z', '#a8873a') +
          inked('M-50,20 L-50,-40 L50,-40 L50,20Z', '#f5d77a', 4) +
          inked('M-60,-40 L0,-90 L60,-40Z', '#f5c542', 4) +
          inked('M-16,20 L-16,-14 Q0,-28 16,-14 L16,20Z', '#9b1c2c', 3) +
          line('M-36,14 V-30 M36,14 V-30', dark('#f5d77a', 0.3), 4) +
          inked('M-8,-104 L0,-122 L8,-104 L0,-96Z', light('#f5c542', 0.4), 2),
      ),
  },
};
