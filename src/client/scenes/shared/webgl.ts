let supported: boolean | undefined;

/**
 * Whether this browser can create a WebGL context. Asked once: a scene is only mounted where it
 * can draw, so a browser without WebGL keeps the static view from the start.
 */
export function webglSupported(): boolean {
  if (supported !== undefined) return supported;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    supported = gl !== null;
    // Give the probe's context back at once: browsers cap how many can live together.
    (gl as WebGLRenderingContext | null)?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    supported = false;
  }
  return supported;
}
