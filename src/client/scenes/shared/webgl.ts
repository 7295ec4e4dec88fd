let probe: { supported: boolean; software: boolean } | undefined;

/**
 * Renderer names of WebGL drawn on the CPU: Chrome's SwiftShader, Mesa's llvmpipe and softpipe,
 * Microsoft's Basic Render Driver.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * On a software renderer every pixel of a frame costs CPU time, twice (drawn, then copied to
 * the page): the scenes draw half as many pixels per side there, which keeps them at 60 frames a
 * second (see docs/client.md for the figures) at the price of a softer picture.
 */
const SOFTWARE_RESOLUTION = 0.5;

/** Creates a WebGL context once and notes whether it exists and whether the CPU draws it. */
function probeWebgl(): { supported: boolean; software: boolean } {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return { supported: false, software: false };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    // Give the probe's context back at once: browsers cap how many can live together.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { supported: true, software: SOFTWARE_RENDERER.test(name) };
  } catch {
    return { supported: false, software: false };
  }
}

/**
 * Whether this browser can create a WebGL context. Asked once: a scene is only mounted where it
 * can draw, so a browser without WebGL keeps the static view from the start.
 */
export function webglSupported(): boolean {
  probe ??= probeWebgl();
  return probe.supported;
}

/**
 * Whether the scenes smooth their edges (MSAA): cheap on a GPU, but on a software renderer it
 * cost a quarter of a map frame (17 ms instead of 24 at 1440x900) for edges that resolution 0.5
 * softens anyway.
 */
export function sceneAntialias(): boolean {
  return !softwareWebgl();
}

/** Whether the CPU draws this browser's WebGL (SwiftShader, llvmpipe and the like). */
export function softwareWebgl(): boolean {
  probe ??= probeWebgl();
  return probe.software;
}

/**
 * The scenes' pixels per CSS pixel: the screen's, or fewer on a software renderer. A `crisp`
 * scene (the map: still most of the time, drawn only when something moves, with words to read)
 * draws at the screen's everywhere.
 */
export function sceneResolution(crisp = false): number {
  const screen = window.devicePixelRatio || 1;
  return softwareWebgl() && !crisp ? Math.min(screen, SOFTWARE_RESOLUTION) : screen;
}

/**
 * The pixels per CSS pixel of the scenes whose hero is the Warlord, large (the stage run, the
 * portrait of /pocket and /profile): the screen's on a GPU; on a software renderer one per CSS
 * pixel at most, not the scenes' 0.5, where a canvas pixel was four of the screen's and the
 * Warlord's outlines and face came out soft or in steps (fresh reviews: the run's fighters on the
 * tablet at DPR 2, then "the run's Warlord blurry" at 1440x900; "the portrait blurry at 810x1080").
 * The run, measured with `VIEW=desktop scripts/bench/run-fps.ts` (1440x900, the land's foreground
 * and air drawn): at full speed 33 fps at 0.5, 28 at 0.75, 26 at 1; at 4x 21.8, 19.0 and 17.3
 * (the fight plays in real time from 20, fight-time.ts: 7% slower there); at the screen's 2 on a
 * tablet, 3 frames a second. The portrait at 10 frames a second (portrait-scene.tsx): the browser
 * at rest on /profile at 810x1080 DPR 2 went from 0.09 to 0.16 of a core (docs/client.md).
 * The run starts here and steps down while its frames are slower than the display's
 * (resolution-steps.ts, stage-run-scene.tsx).
 */
export function heroResolution(): number {
  const screen = window.devicePixelRatio || 1;
  return softwareWebgl() ? Math.min(screen, 1) : screen;
}

/**
 * The resolution of a crisp scene's words: the screen's, fixed. The crisp scene (the map) switches
 * its renderer's resolution as it moves and rests (draw-on-demand.ts, sharp at rest), and Pixi
 * draws every text left at its automatic resolution again at each switch, then uploads it: on a
 * software renderer at DPR 2, two dozen texts redrawn and uploaded at the start and end of every
 * pan or zoom. Fixed at the screen's, a text is drawn once and only scaled while the map moves.
 */
export function crispTextResolution(): number {
  return window.devicePixelRatio || 1;
}

/**
 * The atlases' density (@1x or @2x): the screen's, so a scene drawn at DPR 2 (the map everywhere,
 * every scene on a GPU) is sharp on a tablet.
 */
export function screenDensity(): 1 | 2 {
  return (window.devicePixelRatio || 1) > 1 ? 2 : 1;
}

/**
 * Whether this browser has WebGL at all, asked without making a context: what a screen's code asks
 * before it starts a scene's downloads (region-map.tsx, portrait.tsx), so they go out before the
 * probe (`webglSupported`: the page's first WebGL context, 40 to 60 ms of its thread on a software
 * renderer). Where a context then cannot be made the static view stands, and the downloads were
 * in vain (a browser with WebGL switched off or its GPU refused: rare).
 */
export function webglPresent(): boolean {
  return typeof WebGLRenderingContext !== 'undefined';
}

/**
 * The atlases' density for the scenes' resolution: @2x where they draw more than one pixel per CSS
 * pixel. The probe is asked only where the screen's own density is above 1 (a 1x screen draws at
 * 1 or less on any renderer), so a screen's code can pick its scene's atlases without a context.
 */
export function sceneAtlasDensity(): 1 | 2 {
  return (window.devicePixelRatio || 1) > 1 && sceneResolution() > 1 ? 2 : 1;
}
