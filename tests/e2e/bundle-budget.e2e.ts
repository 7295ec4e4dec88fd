/** The client's download budget, read from the build (npm test builds before the browser tests). */
import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET, clientSizes } from '../../scripts/client-sizes.ts';

describe('the client bundle', () => {
  const sizes = clientSizes();

  it('keeps the JS of the landing page under 150 KB gzip', () => {
    const landing = sizes.routes.find((r) => r.route === '/');
    expect(landing?.files.some((f) => f.startsWith('landing-screen-'))).toBe(true);
    expect(landing!.gzip).toBeLessThanOrEqual(LANDING_BUDGET);
  });

  it('loads Pixi, gsap and howler only with a scene, never with a screen', () => {
    expect(sizes.libraries).toEqual([
      { name: 'pixi', chunks: [], found: true },
      { name: 'gsap', chunks: [], found: true },
      { name: 'howler', chunks: [], found: true },
    ]);
  });
});
