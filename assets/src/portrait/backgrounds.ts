/**
 * Background layers: full 512 x 512 scenes. The Warlord covers the middle and bottom, so each scene
 * keeps what names it (sun, peaks, trees, pillars) at the top and the sides.
 */
import { blur, dark, flat, inked, line, linear, radial, star } from '../svg.ts';
import { between, bolt, cloud, column, hills, leafTree, pine, ridge, seededRng, stars } from '../scenery.ts';

const W = 512;
const sky = (id: string, top: string, bottom: string) =>
  `<defs>${linear(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${W}" height="${W}" fill="url(#${id})"/>`;
const glowDisc = (id: string, x: number, y: number, r: number, color: string, spread = 14) =>
  `<defs>${radial(id, [
    [0, color, 0.7],
    [1, color, 0],
  ])}</defs><circle cx="${x}" cy="${y}" r="${r * 1.5 + spread * 2}" fill="url(#${id})"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
/** A soft coloured cloud (a gradient ellipse, cheaper than a blur). */
const haze = (
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  angle = 0,
) =>
  `<defs>${radial(id, [
    [0, color, opacity],
    [0.6, color, opacity * 0.6],
    [1, color, 0],
  ])}</defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})" transform="rotate(${angle} ${cx} ${cy})"/>`;

/**
 * What every scene ends with: a soft vignette that keeps the eye on the Warlord and, for Legendary
 * scenes, drifting golden motes.
 */
export function finishScene(rarity: number): string {
  let motes = '';
  if (rarity >= 3) {
    const r = seededRng(4000 + rarity);
    for (let i = 0; i < 24; i++) {
      const x = between(r, 10, 502).toFixed(0);
      const y = between(r, 10, 360).toFixed(0);
      motes += `<circle cx="${x}" cy="${y}" r="${between(r, 1.5, 3.5).toFixed(1)}" fill="#ffe08a" opacity="${between(r, 0.5, 0.95).toFixed(2)}"/>`;
    }
  }
  return (
    `<defs>${radial(
      'bg-vig',
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.38],
      ],
      0.5,
      0.45,
      0.75,
    )}</defs><rect width="${W}" height="${W}" fill="url(#bg-vig)"/>` + motes
  );
}

/** Background drawings by trait index. */
export const BACKGROUNDS: Record<number, () => string> = {
  2: () => {
    const r = seededRng(402);
    return (
      sky('b2', '#f7a64a', '#ffe2a6') +
      glowDisc('b2g', 400, 110, 46, '#fff3c4') +
      flat(hills(r, 0, W, 300, 60, 170, W), '#e2a55a') +
      flat(hills(r, 0, W, 370, 70, 200, W), '#cf8a3e') +
      flat(hills(r, 0, W, 440, 50, 140, W), '#b8702c') +
      line('M40,330 Q120,300 200,320 M300,390 Q380,360 470,380', '#f3c57e', 4, 'opacity="0.7"') +
      inked('M60,300 v-40 M60,280 q-14,0 -14,-14 M60,288 q14,0 14,-16', 'none', 6)
    );
  },
  3: () => {
    const r = seededRng(403);
    const dead = (x: number, y: number, s: number) =>
      line(
        `M${x},${y} L${x},${y - 150 * s} M${x},${y - 90 * s} L${x - 40 * s},${y - 130 * s} M${x},${y - 110 * s} L${x + 36 * s},${y - 160 * s} M${x},${y - 60 * s} L${x + 30 * s},${y - 80 * s}`,
        '#2c3322',
        9 * s,
      );
    return (
      sky('b3', '#4f6b4a', '#a6b88a') +
      flat(hills(r, 0, W, 330, 30, 130, W), '#3e5234') +
      dead(60, 380, 1.2) +
      dead(450, 360, 1) +
      flat('M0,380 L512,380 L512,512 L0,512Z', '#36503a') +
      `<ellipse cx="120" cy="430" rx="90" ry="14" fill="#5e7d5a"/><ellipse cx="410" cy="450" rx="80" ry="12" fill="#5e7d5a"/>` +
      `<ellipse cx="90" cy="428" rx="14" ry="5" fill="#7fbf5a"/><ellipse cx="430" cy="448" rx="12" ry="4" fill="#7fbf5a"/>` +
      `<defs>${blur('b3f', 12)}</defs><g filter="url(#b3f)" opacity="0.55">${cloud(100, 340, 2, '#d8e6c8')}${cloud(420, 320, 1.8, '#d8e6c8')}</g>`
    );
  },
  4: () => {
    const r = seededRng(404);
    return (
      sky('b4', '#6fb4e8', '#e4f6ff') +
      flat(ridge(r, 0, W, 220, 120, 48, W), '#cfe9f7') +
      flat(ridge(r, 0, W, 300, 90, 40, W), '#9fd0ee') +
      inked(
        'M0,340 L60,250 L90,330 L130,220 L170,340Z M380,340 L420,230 L450,300 L490,210 L512,260 L512,340Z',
        '#e8f8ff',
        3,
      ) +
      line('M60,250 L72,300 M130,220 L140,300 M420,230 L430,300 M490,210 L494,290', '#8cc4e6', 3) +
      flat('M0,340 L512,340 L512,512 L0,512Z', '#d8f0fb') +
      line('M20,380 L120,400 L90,440 M400,372 L470,410 L440,470 M200,470 L260,450', '#9ccbe6', 3) +
      inked(
        'M0,512 L0,420 L24,380 L40,430 L62,360 L84,440 L96,512Z M512,512 L512,400 L490,370 L470,430 L446,350 L424,440 L410,512Z',
        '#bfe6fa',
        3,
      ) +
      line(
        'M24,384 L30,470 M62,366 L70,480 M446,356 L440,480 M490,374 L486,470',
        '#ffffff',
        3,
        'opacity="0.8"',
      ) +
      haze('b4a', 256, 70, 300, 40, '#5eead4', 0.45, -8) +
      stars(r, 30, W, 300, '#ffffff')
    );
  },
  5: () => {
    const r = seededRng(405);
    let embers = '';
    for (let i = 0; i < 40; i++)
      embers += `<circle cx="${between(r, 0, W).toFixed(0)}" cy="${between(r, 0, 400).toFixed(0)}" r="${between(r, 1.5, 4).toFixed(1)}" fill="#ffb347"/>`;
    return (
      sky('b5', '#2a0c10', '#a8321c') +
      haze('b5h', 256, 120, 130, 90, '#ff6a1a', 0.8) +
      flat('M30,512 L200,150 L230,130 L282,130 L312,150 L482,512Z', '#3a1d1a') +
      flat('M230,130 Q256,120 282,130 L276,142 Q256,136 236,142Z', '#ffcc4a') +
      line(
        'M246,140 Q236,220 210,300 Q196,350 170,420 M270,140 Q282,210 300,280 Q320,340 350,420',
        '#ff6a1a',
        10,
      ) +
      line(
        'M246,140 Q236,220 210,300 Q196,350 170,420 M270,140 Q282,210 300,280 Q320,340 350,420',
        '#ffd24a',
        4,
      ) +
      `<defs>${blur('b5g', 10)}</defs><g filter="url(#b5g)" opacity="0.8">${cloud(256, 70, 1.6, '#5a3030')}</g>` +
      embers
    );
  },
  6: () => {
    const r = seededRng(406);
    let back = '';
    let front = '';
    for (let x = -10; x < W + 20; x += 34)
      back += pine(x + between(r, -8, 8), 300 + between(r, -10, 10), between(r, 120, 170), '#2f6b3e');
    for (const x of [20, 80, 432, 492]) front += pine(x, 520, between(r, 260, 320), '#1d4a2a', true);
    return (
      sky('b6', '#9fd6c8', '#e9f6d8') +
      flat(hills(r, 0, W, 280, 40, 160, W), '#6aa86a') +
      back +
      flat('M0,300 L512,300 L512,512 L0,512Z', '#3f7d46') +
      front
    );
  },
  7: () =>
    sky('b7', '#3b2a5a', '#d08a6a') +
    glowDisc('b7g', 256, 150, 60, '#ffc98a', 20) +
    flat('M0,380 L512,380 L512,512 L0,512Z', '#5a4a4a') +
    inked(
      'M150,380 L150,170 Q256,90 362,170 L362,380 L330,380 L330,190 Q256,130 182,190 L182,380Z',
      '#8a7a70',
      3,
    ) +
    column(60, 180, 400, 44, '#a89888', true) +
    column(452, 210, 400, 44, '#a89888', true) +
    inked('M20,410 L70,396 L100,412 L80,420Z M420,420 L470,404 L500,418 L460,426Z', '#8a7a70', 3) +
    line('M170,260 q10,-30 0,-60 M350,300 q-12,-30 0,-60', '#4f7a3a', 5),
  8: () => {
    const tower = (x: number, w: number, h: number) =>
      inked(
        `M${x - w / 2},400 L${x - w / 2},${400 - h} L${x + w / 2},${400 - h} L${x + w / 2},400Z`,
        '#4a4668',
        3,
      ) +
      inked(
        `M${x - w / 2 - 6},${400 - h} L${x},${400 - h - w * 1.2} L${x + w / 2 + 6},${400 - h}Z`,
        '#7a2a3a',
        3,
      ) +
      line(`M${x},${400 - h - w * 1.2} L${x},${400 - h - w * 1.2 - 30}`, '#2a2438', 3) +
      flat(`M${x},${400 - h - w * 1.2 - 30} l24,8 l-24,8Z`, '#f5c542') +
      `<rect x="${x - 5}" y="${400 - h + 20}" width="10" height="18" rx="5" fill="#ffd27a"/>`;
    return (
      sky('b8', '#2b2d6a', '#f08a5a') +
      glowDisc('b8g', 256, 300, 70, '#ffcf8a', 24) +
      flat('M0,330 L512,330 L512,512 L0,512Z', '#2e2a48') +
      tower(70, 60, 200) +
      tower(150, 40, 150) +
      tower(362, 40, 150) +
      tower(442, 60, 210) +
      inked(
        'M0,400 L512,400 L512,330 L480,330 L480,316 L460,316 L460,330 L60,330 L60,316 L40,316 L40,330 L0,330Z',
        '#3d3a5c',
        3,
      )
    );
  },
  9: () => {
    const r = seededRng(409);
    let rocks = '';
    for (const [x, y, s] of [
      [70, 120, 1],
      [440, 90, 0.8],
      [400, 230, 0.6],
      [100, 270, 0.7],
    ] as const)
      rocks += inked(
        `M${x - 30 * s},${y} L${x - 10 * s},${y - 20 * s} L${x + 26 * s},${y - 14 * s} L${x + 34 * s},${y + 4 * s} L${x},${y + 46 * s}Z`,
        '#2a1f3d',
        3,
      );
    return (
      sky('b9', '#07040f', '#1c0f33') +
      stars(r, 50, W, W, '#c9b6ff') +
      `<defs>${radial('b9r', [
        [0, '#f0d6ff'],
        [0.2, '#b14dff'],
        [0.6, '#4a1780', 0.6],
        [1, '#07040f', 0],
      ])}${blur('b9b', 10)}</defs>` +
      `<ellipse cx="256" cy="200" rx="230" ry="200" fill="url(#b9r)"/>` +
      line('M256,40 L246,120 L266,180 L248,260 L262,360', '#f3e4ff', 6, 'filter="url(#b9b)"') +
      rocks +
      line('M0,470 Q60,400 40,330 Q20,290 60,260 M512,480 Q440,410 470,330 Q490,290 450,250', '#5b2a8a', 14) +
      `<circle cx="150" cy="60" r="5" fill="#ff4df0"/><circle cx="166" cy="62" r="5" fill="#ff4df0"/><circle cx="360" cy="40" r="4" fill="#ff4df0"/><circle cx="374" cy="42" r="4" fill="#ff4df0"/>`
    );
  },
  10: () => {
    const r = seededRng(410);
    let rain = '';
    for (let i = 0; i < 70; i++) {
      const x = between(r, 0, W);
      const y = between(r, 0, W);
      rain += `M${x.toFixed(0)},${y.toFixed(0)} l-8,22 `;
    }
    return (
      sky('b10', '#1d2434', '#4d5a72') +
      cloud(90, 90, 2.4, '#3a4258') +
      cloud(400, 70, 2.6, '#333a4f') +
      cloud(256, 40, 2, '#2a3042') +
      `<defs>${blur('b10b', 8)}</defs>` +
      [bolt(r, 120, 110, 260, 7), bolt(r, 410, 100, 230, 6)]
        .map((d) => line(d, '#bfe3ff', 12, 'filter="url(#b10b)"') + line(d, '#ffffff', 4))
        .join('') +
      line(rain, '#a9c2de', 2, 'opacity="0.5"') +
      flat(hills(r, 0, W, 420, 30, 170, W), '#232a3a')
    );
  },
  11: () => {
    const r = seededRng(411);
    return (
      sky('b11', '#0a0a24', '#1b0b3a') +
      haze('b11a', 140, 160, 220, 120, '#ff4fa3', 0.6, -20) +
      haze('b11c', 380, 240, 230, 130, '#4f7bff', 0.6, 30) +
      haze('b11d', 260, 390, 260, 100, '#a855f7', 0.55) +
      stars(r, 120, W, W) +
      [...Array(6)]
        .map(() => flat(star(between(r, 20, 490), between(r, 20, 490), 7, 1.5, 4), '#ffffff'))
        .join('') +
      `<circle cx="430" cy="90" r="40" fill="#f59e0b"/><ellipse cx="430" cy="90" rx="70" ry="12" fill="none" stroke="#fde68a" stroke-width="5" transform="rotate(-18 430 90)"/>` +
      `<circle cx="416" cy="80" r="12" fill="#fcd34d" opacity="0.6"/>`
    );
  },
  12: () => {
    const leaf = (x: number, y: number, a: number, s: number, c: string) =>
      `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">${inked('M0,0 C30,-40 90,-40 130,0 C90,40 30,40 0,0Z', c, 3)}${line('M0,0 L124,0', dark(c, 0.3), 3)}</g>`;
    return (
      sky('b12', '#8fe0a0', '#2f8f4f') +
      leafTree(120, 330, 260, '#2f8a3f') +
      leafTree(400, 320, 240, '#3c9a45') +
      flat('M0,360 L512,360 L512,512 L0,512Z', '#23653a') +
      line('M40,0 Q60,120 30,220 M470,0 Q450,100 480,200 M130,0 Q140,60 120,110', '#3f7a2a', 6) +
      leaf(-20, 120, 20, 1.2, '#3fae4f') +
      leaf(532, 160, 160, 1.3, '#2f9a44') +
      leaf(-10, 420, -30, 1.4, '#48b858') +
      leaf(522, 440, 200, 1.4, '#3fae4f') +
      `<circle cx="70" cy="200" r="10" fill="#ff5a7a"/><circle cx="450" cy="250" r="9" fill="#ffd24a"/>`
    );
  },
  13: () => {
    const r = seededRng(413);
    let snow = '';
    for (let i = 0; i < 80; i++)
      snow += `<circle cx="${between(r, 0, W).toFixed(0)}" cy="${between(r, 0, W).toFixed(0)}" r="${between(r, 1, 3).toFixed(1)}" fill="#ffffff" opacity="0.85"/>`;
    return (
      sky('b13', '#a9bccf', '#eef3f7') +
      flat(ridge(r, 0, W, 250, 70, 48, W), '#9fb3c6') +
      flat(ridge(r, 0, W, 280, 40, 64, W), '#bccbd8') +
      flat(hills(r, 0, W, 320, 20, 256, W), '#e6edf3') +
      pine(60, 320, 70, '#3c5a5a') +
      pine(90, 326, 52, '#3c5a5a') +
      pine(450, 318, 64, '#3c5a5a') +
      flat('M0,330 L512,330 L512,512 L0,512Z', '#f4f8fb') +
      snow
    );
  },
  14: () => {
    const mesa = (x0: number, x1: number, top: number, c: string) =>
      inked(`M${x0},512 L${x0 + 16},${top} L${x1 - 16},${top} L${x1},512Z`, c, 3) +
      line(
        `M${x0 + 10},${top + 40} L${x1 - 10},${top + 40} M${x0 + 6},${top + 90} L${x1 - 6},${top + 90}`,
        dark(c, 0.2),
        6,
      );
    return (
      sky('b14', '#f58a4a', '#ffd8a0') +
      glowDisc('b14g', 256, 160, 36, '#fff0c0') +
      mesa(-20, 150, 140, '#c2562e') +
      mesa(362, 540, 110, '#b44a26') +
      mesa(140, 372, 300, '#d9743e') +
      flat('M0,420 L512,420 L512,512 L0,512Z', '#8a3a1e') +
      line('M150,470 Q256,440 362,470', '#5ab0d8', 10)
    );
  },
  15: () =>
    sky('b15', '#3a1020', '#1a0810') +
    column(60, 40, 460, 56, '#6a5a6a') +
    column(452, 40, 460, 56, '#6a5a6a') +
    flat('M110,30 h80 v260 l-40,-30 l-40,30Z M322,30 h80 v260 l-40,-30 l-40,30Z', '#9b1c2c') +
    flat(star(150, 120, 22, 9, 5) + ' ' + star(362, 120, 22, 9, 5), '#f5c542') +
    inked('M196,120 Q256,40 316,120 L316,360 L196,360Z', '#7a5a2a', 4) +
    inked('M212,140 Q256,80 300,140 L300,350 L212,350Z', '#b02a3a', 3) +
    flat('M0,440 L512,440 L512,512 L0,512Z', '#2a1418') +
    flat('M196,440 L316,440 L360,512 L152,512Z', '#b02a3a') +
    `<defs>${blur('b15t', 8)}</defs>` +
    [100, 412]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="300" rx="16" ry="24" fill="#ffb347" filter="url(#b15t)"/>` +
          flat(`M${x - 8},300 Q${x},270 ${x + 8},300 Q${x},312 ${x - 8},300Z`, '#ffe08a') +
          inked(`M${x - 6},302 h12 l-3,30 h-6Z`, '#5a4a3a', 2),
      )
      .join(''),
};
