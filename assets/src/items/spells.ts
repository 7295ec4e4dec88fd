/**
 * Spell icons: a rune circle in the element's colour and the spell itself in the middle
 * (a fireball, smoke, a frost veil, chained lightning, a shadow cloak...).
 */
import type { WeaponInfo } from '../../../src/rules/catalog/items.ts';
import { blur, dark, flat, inked, light, line, radial, star, INK } from '../svg.ts';
import { aura, ELEMENT_COLORS, elementOf, particles, tile } from './frame.ts';

function runeCircle(color: string, r = 86): string {
  const ticks = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const x1 = 128 + (r - 8) * Math.cos(a);
    const y1 = 128 + (r - 8) * Math.sin(a);
    const x2 = 128 + r * Math.cos(a);
    const y2 = 128 + r * Math.sin(a);
    return `M${x1.toFixed(1)},${y1.toFixed(1)} L${x2.toFixed(1)},${y2.toFixed(1)}`;
  }).join(' ');
  return (
    `<circle cx="128" cy="128" r="${r}" fill="none" stroke="${color}" stroke-width="3" opacity="0.8"/>` +
    `<circle cx="128" cy="128" r="${r - 12}" fill="none" stroke="${color}" stroke-width="1.5" opacity="0.6"/>` +
    line(ticks, color, 2, 'opacity="0.8"')
  );
}

const puff = (x: number, y: number, s: number, c: string) =>
  `<g fill="${c}" stroke="${INK}" stroke-width="3"><circle cx="${x - 22 * s}" cy="${y}" r="${20 * s}"/><circle cx="${x + 20 * s}" cy="${y}" r="${22 * s}"/><circle cx="${x}" cy="${y - 16 * s}" r="${26 * s}"/></g><g fill="${c}"><circle cx="${x - 22 * s}" cy="${y}" r="${17 * s}"/><circle cx="${x + 20 * s}" cy="${y}" r="${19 * s}"/><circle cx="${x}" cy="${y - 16 * s}" r="${23 * s}"/></g>`;

const flame = (x: number, y: number, s: number, outer: string, inner: string) =>
  inked(
    `M${x},${y} C${x - 40 * s},${y - 4 * s} ${x - 44 * s},${y - 50 * s} ${x - 14 * s},${y - 90 * s} C${x - 12 * s},${y - 60 * s} ${x},${y - 56 * s} ${x + 4 * s},${y - 70 * s} C${x + 20 * s},${y - 50 * s} ${x + 44 * s},${y - 40 * s} ${x + 36 * s},${y - 14 * s} C${x + 30 * s},${y} ${x + 14 * s},${y} ${x},${y}Z`,
    outer,
    4,
  ) +
  flat(
    `M${x},${y - 6 * s} C${x - 20 * s},${y - 8 * s} ${x - 22 * s},${y - 34 * s} ${x - 6 * s},${y - 54 * s} C${x},${y - 36 * s} ${x + 10 * s},${y - 40 * s} ${x + 12 * s},${y - 30 * s} C${x + 22 * s},${y - 20 * s} ${x + 14 * s},${y - 6 * s} ${x},${y - 6 * s}Z`,
    inner,
  );

const SPELLS: Record<number, () => string> = {
  513: () =>
    line('M60,196 L118,138 M76,204 L126,154 M54,176 L108,128', '#ffb347', 8, 'opacity="0.8"') +
    `<defs>${radial('s513', [
      [0, '#fff7c2'],
      [0.5, '#ffb020'],
      [1, '#ff4a1a'],
    ])}</defs><circle cx="146" cy="112" r="40" fill="url(#s513)" stroke="${INK}" stroke-width="4"/>`,
  514: () => puff(100, 150, 1.1, '#9fb8a6') + puff(156, 120, 1.2, '#c5d6c8') + puff(140, 176, 0.9, '#7f9a88'),
  515: () =>
    inked(
      'M60,70 Q128,50 196,70 L190,196 Q172,186 160,200 Q146,186 128,202 Q110,186 96,200 Q84,186 66,196Z',
      '#bfeaff',
      4,
      'opacity="0.85"',
    ) +
    line('M92,78 V180 M128,66 V184 M164,78 V180', '#ffffff', 3, 'opacity="0.7"') +
    line('M128,104 V152 M108,116 L148,140 M148,116 L108,140', '#1e6fa8', 5),
  516: () =>
    [
      [70, 80],
      [186, 120],
      [96, 190],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#fff59d" stroke="${INK}" stroke-width="3"/>`)
      .join('') +
    line(
      'M70,80 L110,104 L104,92 L150,116 L140,100 L186,120 L150,150 L160,154 L120,172 L126,178 L96,190',
      '#facc15',
      10,
    ) +
    line(
      'M70,80 L110,104 L104,92 L150,116 L140,100 L186,120 L150,150 L160,154 L120,172 L126,178 L96,190',
      '#ffffff',
      3,
    ),
  517: () =>
    puff(128, 150, 1.5, '#5fae4f') +
    inked(
      'M108,112 C108,92 148,92 148,112 C148,124 142,128 140,134 L116,134 C114,128 108,124 108,112Z',
      '#e8f5e0',
      3,
    ) +
    `<circle cx="120" cy="112" r="6" fill="${INK}"/><circle cx="136" cy="112" r="6" fill="${INK}"/>` +
    line('M122,134 v-6 M128,134 v-6 M134,134 v-6', INK, 2),
  518: () =>
    inked(
      'M70,70 Q128,48 186,70 Q170,96 150,104 Q176,120 160,140 Q140,150 132,160 Q146,176 128,206 Q112,176 120,160 Q96,150 100,130 Q84,112 104,100 Q76,92 70,70Z',
      '#ff6a1a',
      4,
    ) +
    line('M90,78 Q128,70 166,80 M104,112 Q128,104 150,114 M112,142 Q128,138 142,146', '#ffe08a', 5) +
    flame(196, 196, 0.5, '#ff6a1a', '#ffd24a') +
    flame(64, 200, 0.45, '#ff6a1a', '#ffd24a'),
  519: () =>
    inked(
      'M128,56 C90,58 76,100 78,140 C80,176 68,196 56,206 L200,206 C188,196 176,176 178,140 C180,100 166,58 128,56Z',
      '#3b1d5a',
      4,
    ) +
    flat('M128,84 C104,86 98,110 100,134 L156,134 C158,110 152,86 128,84Z', '#0e0718') +
    `<circle cx="116" cy="116" r="5" fill="#e9b8ff"/><circle cx="140" cy="116" r="5" fill="#e9b8ff"/>` +
    line('M80,170 Q60,150 70,120 M176,170 Q196,150 186,120', '#a855f7', 4, 'opacity="0.7"'),
  520: () =>
    flame(128, 206, 1.35, '#9333ea', '#f472b6') +
    inked(
      'M96,96 C80,80 78,60 90,44 C92,66 104,76 112,84Z M160,96 C176,80 178,60 166,44 C164,66 152,76 144,84Z',
      '#2a0f3a',
      3,
    ),
  521: () =>
    inked('M128,40 L160,112 L140,216 L116,216 L96,112Z', '#bfeaff', 4) +
    flat('M128,40 L160,112 L140,216 L128,216Z', '#7cc3ea') +
    line('M128,46 L128,210 M98,112 L160,112', '#ffffff', 2, 'opacity="0.7"') +
    inked('M72,150 L92,120 L100,172Z M184,150 L164,124 L158,170Z', '#dff4ff', 3),
};

/** The icon body of a spell. */
export function spellIcon(spell: WeaponInfo): string {
  const element = elementOf(spell)!;
  const color = ELEMENT_COLORS[element];
  const draw = SPELLS[spell.id];
  if (!draw) throw new Error(`No drawing for spell ${spell.id}`);
  return (
    tile(`p${spell.id}`, spell.rarity, color) +
    `<defs>${blur(`p${spell.id}-r`, 2)}</defs>` +
    runeCircle(light(color, 0.2)) +
    (spell.rarity >= 2 ? flat(star(128, 128, 96, 40, 6), dark(color, 0.2), 'opacity="0.25"') : '') +
    aura(`p${spell.id}`, color, 56, 0.6) +
    draw() +
    particles(spell.id, element, spell.rarity)
  );
}

/** The spell alone, without its tile or rune circle, for the Warlord's hand (`/images/items/held/{id}.png`). */
export function spellHeld(spell: WeaponInfo): string {
  const draw = SPELLS[spell.id];
  if (!draw) throw new Error(`No drawing for spell ${spell.id}`);
  return aura(`h${spell.id}`, ELEMENT_COLORS[elementOf(spell)!], 56, 0.6) + draw();
}
