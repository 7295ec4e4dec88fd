/**
 * The stage run's pace (issue 24's fresh review: "about 6 s of walking and fighting per stage"):
 * the real outcome timeline of `StageRunScreen`, laid out for the review's desktop, read off its
 * labels. From the march's start to the verdict about 3 s (with the scene's start, 3.5-4 s from
 * Send), the clash still its own moment before the verdict, and from the verdict to the next step
 * offered under 2 s.
 */
import { gsap } from 'gsap';
import { Texture, type Application, type Renderer } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLASH_TO_VERDICT,
  MARCH_MS,
  StageRunScreen,
  type StageRunProps,
} from '../../src/client/scenes/stage-run/stage-run-screen.ts';
import type { StagePhase } from '../../src/client/scenes/stage-run/stage-phase.ts';

// jsdom has no 2D canvas for the shade's gradient under the HUD: the shade is left undrawn.
vi.mock('../../src/client/scenes/stage-run/stage-art.ts', async (original) => ({
  ...(await original<typeof import('../../src/client/scenes/stage-run/stage-art.ts')>()),
  drawShade: () => undefined,
}));

/** A Pixi application as far as the run's screen uses it: a canvas in a box, a renderer that bakes nothing. */
function fakeApp(): Application {
  const box = document.createElement('div');
  const canvas = document.createElement('canvas');
  box.append(canvas);
  document.body.append(box);
  // Its baked pictures read back as one transparent texel: the land's layers draw no cell.
  const renderer = {
    resolution: 0.5,
    generateTexture: () => new Texture(),
    extract: { pixels: () => ({ pixels: new Uint8ClampedArray(4), width: 1, height: 1 }) },
  } as unknown as Renderer;
  return { canvas, renderer } as unknown as Application;
}

function outcomeOf(phase: Exclude<StagePhase, 'travel'>): gsap.core.Timeline {
  const props: StageRunProps = {
    regionId: 1,
    regionName: 'Ashen Dunes',
    stage: 1,
    phase,
    gatheredBefore: 0,
    gatheredAfter: phase === 'defeat' ? 0 : 900,
    appliedTraits: [],
    appliedItems: [],
  };
  const screen = new StageRunScreen(fakeApp(), props);
  screen.resize(1440, 900);
  screen.show();
  const outcome = (screen as unknown as { outcome: { timeline: gsap.core.Timeline } | null }).outcome;
  expect(outcome).not.toBeNull();
  return outcome!.timeline;
}

afterEach(() => gsap.globalTimeline.clear());

describe('the stage run’s pace', () => {
  for (const phase of ['power', 'stealth', 'defeat'] as const)
    it(`marches and fights to the verdict in about 3 s, the clash its own moment (${phase})`, () => {
      const tl = outcomeOf(phase);
      const { clash, verdict, counted } = tl.labels;
      expect([clash, verdict, counted].every((t) => t !== undefined)).toBe(true);
      // The march (1.4 s on screen), then the foe, two exchanges, the wind-up and the clash.
      expect(MARCH_MS).toBeLessThanOrEqual(1400);
      expect(MARCH_MS / 1000 + verdict!).toBeGreaterThanOrEqual(2.6);
      expect(MARCH_MS / 1000 + verdict!).toBeLessThanOrEqual(3.4);
      // Still a fight: the foe's entrance and the blows take over a second before the clash…
      expect(clash!).toBeGreaterThan(1.2);
      // …and the clash lands (hit-stop, shake) before anything says how it went.
      expect(verdict! - clash!).toBeCloseTo(CLASH_TO_VERDICT, 5);
      expect(CLASH_TO_VERDICT).toBeGreaterThanOrEqual(0.15);
      // From the verdict to the end (shards flown and counted, a moment to read): under 2 s.
      expect(tl.duration() - verdict!).toBeLessThanOrEqual(1.8);
      expect(counted!).toBeGreaterThanOrEqual(verdict!);
    });
});
