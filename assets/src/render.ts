/**
 * Rasterises SVG strings to PNG with resvg. Fonts come from the system (DejaVu / Liberation on Debian);
 * only voucher, crate and hero labels use text.
 */
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One image the art script makes: a public path, its size and a drawing of its SVG. */
export interface ArtJob {
  /** Public path, e.g. /images/traits/preview/faces/2.png. */
  path: string;
  width: number;
  height: number;
  /** The SVG body (without the outer <svg> element). */
  draw: () => string;
  /** Written as the SVG itself (pictures the browser draws) rather than rasterised to PNG. */
  format?: 'png' | 'svg';
}

/** An SVG document drawn at `zoom` times its size. */
export function rasterise(svg: string, zoom = 1) {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif' },
    shapeRendering: 2,
    textRendering: 1,
    fitTo: { mode: 'zoom', value: zoom },
  });
  return resvg.render();
}

/** The PNG bytes of an SVG document. */
export function toPng(svg: string): Buffer {
  return rasterise(svg).asPng();
}

/** The whole SVG document of a job. */
export function jobSvg(job: ArtJob): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${job.width}" height="${job.height}" viewBox="0 0 ${job.width} ${job.height}">${job.draw()}</svg>`;
}

/** Renders a job into `outDir` + its public path; returns the bytes written. */
export function renderJob(job: ArtJob, outDir: string): number {
  const bytes = job.format === 'svg' ? Buffer.from(jobSvg(job)) : toPng(jobSvg(job));
  const file = outDir + job.path;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return bytes.length;
}
