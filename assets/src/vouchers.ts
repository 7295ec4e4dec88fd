/**
 * Mint pass cards (512 x 320): a ticket with a stub, the pass name and a crest, one colour per pass.
 * The locked variant (same path with `-locked`) is the same card in grey under a padlock.
 */
import { VOUCHERS, type VoucherKey } from '../../src/rules/catalog/vouchers.ts';
import { dark, flat, inked, light, line, linear, sparkle, star, text, INK } from './svg.ts';

export const VOUCHER = { width: 512, height: 320 } as const;

const COLORS: Record<VoucherKey, string> = {
  MintTicket: '#14b8a6',
  OG: '#f59e0b',
  FCFS: '#3b82f6',
  FreeMint: '#a855f7',
  Whitelist: '#e11d48',
};

/** The locked variant's path: `/images/vauchers/og.png` -> `/images/vauchers/og-locked.png`. */
export function lockedPath(image: string): string {
  return image.replace(/\.png$/, '-locked.png');
}

const TICKET =
  'M24,20 H488 Q492,20 492,24 V138 A22,22 0 0,0 492,182 V296 Q492,300 488,300 H24 Q20,300 20,296 V182 A22,22 0 0,0 20,138 V24 Q20,20 24,20Z';

function crest(key: VoucherKey, c: string): string {
  const swords =
    line('M62,214 L154,122 M154,214 L62,122', '#e5e7eb', 9) +
    line('M62,214 L154,122 M154,214 L62,122', INK, 2) +
    line('M70,190 L86,206 M146,190 L130,206', '#8a6a44', 10);
  const shield =
    inked('M108,96 L150,112 C150,170 132,196 108,212 C84,196 66,170 66,112Z', c, 4) +
    inked('M108,110 L138,122 C138,164 126,184 108,196Z', dark(c, 0.2), 0);
  const mark =
    key === 'OG'
      ? inked('M86,160 L82,128 L96,144 L108,118 L120,144 L134,128 L130,160Z', '#ffe08a', 3)
      : key === 'FreeMint'
        ? inked(star(108, 146, 22, 9, 5), '#fff7c2', 3)
        : key === 'FCFS'
          ? inked('M112,124 L92,152 L106,152 L100,176 L124,144 L110,144Z', '#fff7c2', 3)
          : key === 'Whitelist'
            ? line('M90,148 L104,164 L128,130', '#ffffff', 8)
            : inked('M88,134 h40 v28 h-40Z', '#fff7c2', 3) + line('M96,144 h24 M96,152 h16', INK, 3);
  return swords + shield + mark;
}

/** The SVG body of one pass card. */
export function voucherArt(key: VoucherKey, locked: boolean): string {
  const v = VOUCHERS.find((x) => x.key === key)!;
  const c = COLORS[key];
  const card =
    `<defs>${linear(
      `v-${key}`,
      [
        [0, light(c, 0.15)],
        [1, dark(c, 0.45)],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    `<path d="${TICKET}" fill="none" stroke="${c}" stroke-width="18" opacity="0.25"/>` +
    `<path d="${TICKET}" fill="none" stroke="${c}" stroke-width="10" opacity="0.35"/>` +
    inked(TICKET, `url(#v-${key})`, 6) +
    `<path d="${TICKET}" fill="none" stroke="${light(c, 0.6)}" stroke-width="2" transform="translate(256 160) scale(0.94 0.9) translate(-256 -160)"/>` +
    line('M190,36 V284', light(c, 0.7), 3, 'stroke-dasharray="4 10"') +
    crest(key, c) +
    text(346, 84, 20, 'W A R L O R D S', light(c, 0.8), 'letter-spacing="2"') +
    text(
      346,
      150,
      Math.min(42, Math.floor(236 / (v.name.length * 0.68))),
      v.name,
      '#ffffff',
      `stroke="${INK}" stroke-width="1.5"`,
    ) +
    line('M236,176 H456', light(c, 0.6), 2) +
    text(346, 214, 22, 'MINT PASS', '#fff7e0', 'letter-spacing="4"') +
    text(346, 262, 16, `No. ${String(v.type).padStart(4, '0')}`, light(c, 0.5), '', 'normal') +
    (key === 'OG' ? sparkle(460, 60, 14) + sparkle(230, 270, 10) : sparkle(466, 58, 9));
  if (!locked) return card;
  return (
    `<defs><filter id="v-grey"><feColorMatrix type="saturate" values="0"/></filter></defs>` +
    `<g filter="url(#v-grey)" opacity="0.6">${card}</g>` +
    flat(TICKET, '#0b0a12', 'opacity="0.35"') +
    '<g transform="translate(-148 0)">' +
    inked('M232,150 V124 C232,96 280,96 280,124 V150', 'none', 16) +
    line('M232,150 V124 C232,96 280,96 280,124 V150', '#b8bcc6', 9) +
    inked('M214,148 h84 v70 h-84Z', '#9aa0aa', 5) +
    `<circle cx="256" cy="178" r="9" fill="${INK}"/>` +
    flat('M252,182 h8 l3,20 h-14Z', INK) +
    '</g>'
  );
}
