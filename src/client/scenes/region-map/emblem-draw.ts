import { TextStyle, type Graphics } from 'pixi.js';

/** Region titles: light serif with a dark outline, readable on every ground of the map. */
export const LABEL_STYLE = new TextStyle({
  fontFamily: 'Georgia, "DejaVu Serif", serif',
  fontSize: 34,
  fontWeight: 'bold',
  fill: '#fff8e7',
  stroke: { color: '#1d1610', width: 7, join: 'round' },
});

/** The line under a title: rank needed, cooldown or level. */
export const STATUS_STYLE = new TextStyle({
  fontFamily: 'system-ui, "DejaVu Sans", sans-serif',
  fontSize: 28,
  fontWeight: 'bold',
  fill: '#ffe8a3',
  stroke: { color: '#1d1610', width: 6, join: 'round' },
});

/** A ring around an emblem (selection, active expedition). */
export function drawRing(g: Graphics, radius: number, color: number, width: number): void {
  g.clear().circle(0, 0, radius).stroke({ color, width, alpha: 0.95 });
}

/** A padlock over a locked region. */
export function drawLock(g: Graphics, x: number, y: number): void {
  g.clear()
    .roundRect(x - 24, y - 4, 48, 40, 8)
    .fill(0x2a2320)
    .stroke({ color: 0xffe8a3, width: 4 })
    .arc(x, y - 4, 15, Math.PI, 0)
    .stroke({ color: 0xffe8a3, width: 6 })
    .circle(x, y + 14, 5)
    .fill(0xffe8a3);
}

/** The cooldown ring: a dark track and a pale arc of the part still to wait, from twelve o'clock. */
export function drawCooldown(g: Graphics, radius: number, left: number): void {
  g.clear();
  if (left <= 0) return;
  const start = -Math.PI / 2;
  g.circle(0, 0, radius)
    .stroke({ color: 0x1d1610, width: 12, alpha: 0.55 })
    .moveTo(0, -radius)
    .arc(0, 0, radius, start, start + left * Math.PI * 2)
    .stroke({ color: 0x9fd3e6, width: 8, alpha: 0.95 });
}
