/**
 * Each region's stage colours, without Pixi: the screen around the run reads the sky colour while
 * the scene's code is still loading.
 */
/** What stands on each region's horizon (the far parallax layer). */
export type Skyline =
  'dunes' | 'reeds' | 'peaks' | 'storm' | 'volcano' | 'pines' | 'ruins' | 'towers' | 'palace' | 'crystals';

export interface StagePalette {
  /** Sky at the top, and at the horizon. */
  skyTop: number;
  sky: number;
  /** The far skyline, the near hills, the ground and its marks. */
  far: number;
  hills: number;
  ground: number;
  /** The sun or moon, and the foe's eyes. */
  light: number;
  skyline: Skyline;
  /** The clouds (white where unset; smoke over the caldera, storm over the peaks). */
  clouds?: number;
  /** The colour of what the far layer holds besides its silhouette (a pyramid, bolts, a palace, glows). */
  accent?: number;
}

/** Each region's stage, by id 1-10, in the colours of its land on the map. */
const PALETTES: readonly StagePalette[] = [
  {
    skyTop: 0xe9b872,
    sky: 0xf7e2b0,
    far: 0xe0b57a,
    hills: 0xd19a5e,
    ground: 0xb98a52,
    light: 0xfff3c4,
    skyline: 'dunes',
    accent: 0xeccb94,
  },
  {
    skyTop: 0x8fb09a,
    sky: 0xd8e6cc,
    far: 0x9db592,
    hills: 0x6f8f5a,
    ground: 0x4e6b3d,
    light: 0xf4f8d8,
    skyline: 'reeds',
  },
  {
    skyTop: 0x8fbfe0,
    sky: 0xeef6fc,
    far: 0xaecbe4,
    hills: 0x98bedc,
    ground: 0xdfe9f2,
    light: 0xffffff,
    skyline: 'peaks',
    accent: 0x7cc4dd,
  },
  {
    skyTop: 0x6b2a24,
    sky: 0xf2a070,
    far: 0x8a4433,
    hills: 0x6b3a2e,
    ground: 0x3b2722,
    light: 0xffc04d,
    skyline: 'volcano',
    clouds: 0x7a5a52,
    accent: 0xff7a1f,
  },
  {
    skyTop: 0x7fae86,
    sky: 0xcfe4c2,
    far: 0x4f7d55,
    hills: 0x2f5d34,
    ground: 0x24452a,
    light: 0xfff6cf,
    skyline: 'pines',
  },
  {
    skyTop: 0x5f9c9c,
    sky: 0xc8e6e2,
    far: 0x86b3ae,
    hills: 0x5c8f8c,
    ground: 0x3f6f6c,
    light: 0xf2fff8,
    skyline: 'ruins',
    accent: 0x7fc4c0,
  },
  {
    skyTop: 0x2c2838,
    sky: 0x7d768f,
    far: 0x3f3950,
    hills: 0x2c2838,
    ground: 0x1d1a26,
    light: 0xff6a3d,
    skyline: 'towers',
    clouds: 0x5a5468,
    accent: 0xff6a3d,
  },
  {
    skyTop: 0x5d6478,
    sky: 0xc9cfdb,
    far: 0x8d94a8,
    hills: 0x6d7488,
    ground: 0x4a5062,
    light: 0xe8f0ff,
    skyline: 'storm',
    clouds: 0x5e6475,
    accent: 0xffe14d,
  },
  {
    skyTop: 0x1f1233,
    sky: 0x5d4380,
    far: 0x3b2660,
    hills: 0x2a1940,
    ground: 0x1a0f2a,
    light: 0xc48bff,
    skyline: 'crystals',
    clouds: 0x6b4f8f,
    accent: 0xc48bff,
  },
  {
    skyTop: 0xd29a3a,
    sky: 0xfbeec0,
    far: 0xd8b45c,
    hills: 0xcaa24a,
    ground: 0x9c7a2e,
    light: 0xffffff,
    skyline: 'palace',
    accent: 0xfff2c0,
  },
];

export function paletteOf(regionId: number): StagePalette {
  return PALETTES[regionId - 1] ?? PALETTES[0]!;
}

/** A palette colour as CSS (`#rrggbb`). */
export const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/**
 * The counter's pill: night ink at 90%, so its words read at 4.5:1 or more over any sky, the palest
 * (white) included; at 78% the lost count's orange read at about 3:1 over a light sky.
 */
export const PILL_FILL = { color: 0x1b1f2a, alpha: 0.9 } as const;
/**
 * The counter's words once the shards are lost: a light orange (the fail's hue) at 7:1 or more on
 * the pill; the verdict's #f97316 read at under 4.5:1 on it (the review's "2,089 shards lost").
 */
export const LOST_FILL = '#fdba74';
