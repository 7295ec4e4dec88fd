/**
 * The map switches its renderer's resolution as it moves and rests (sharp at rest); its words keep
 * the screen's resolution (webgl.ts, `crispTextResolution`), so no switch draws them again (issue
 * 24: 422 texture uploads in a 5 s look about on a DPR 2 tablet, 2 with the words fixed). These
 * hold Pixi to it: a text of automatic resolution is drawn again on a switch, a fixed one is not.
 */
import { CanvasTextPipe, Text } from 'pixi.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crispTextResolution } from '../../src/client/scenes/shared/webgl.ts';

/** Pixi's text pipe told of a new renderer resolution, with `texts` drawn by it. */
function switchResolution(texts: Text[]): void {
  const items = Object.fromEntries(texts.map((t, i) => [i, t]));
  // Pixi's runner calls it; protected in its types.
  const pipe = CanvasTextPipe.prototype as unknown as { resolutionChange(this: unknown): void };
  pipe.resolutionChange.call({ _managedTexts: { items } });
}

describe('crispTextResolution', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the screen's pixel ratio", () => {
    vi.stubGlobal('devicePixelRatio', 2);
    expect(crispTextResolution()).toBe(2);
    vi.stubGlobal('devicePixelRatio', 1);
    expect(crispTextResolution()).toBe(1);
  });

  it('keeps a text from being drawn again when the renderer switches resolution', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const automatic = new Text({ text: 'Ashen Dunes' });
    const fixed = new Text({ text: 'Ashen Dunes', resolution: crispTextResolution() });
    const redrawnAutomatic = vi.spyOn(automatic, 'onViewUpdate');
    const redrawnFixed = vi.spyOn(fixed, 'onViewUpdate');
    switchResolution([automatic, fixed]);
    expect(redrawnAutomatic).toHaveBeenCalled();
    expect(redrawnFixed).not.toHaveBeenCalled();
    expect(fixed.resolution).toBe(2);
  });
});
