import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Frames drawn by the test (jsdom draws none it can time): requestAnimationFrame's callbacks wait
 * until `frame(ms)` runs them, `ms` after the frame before. Call `install` before each test (it
 * stubs globals: vi.unstubAllGlobals ends it).
 */
export function testFrames() {
  let now = 0;
  let waiting = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  return {
    install() {
      now = 0;
      waiting = new Map();
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
        waiting.set(nextId, cb);
        return nextId++;
      });
      vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
    },
    /** One frame drawn `ms` after the last. */
    frame(ms = 16): void {
      now += ms;
      const due = [...waiting.values()];
      waiting = new Map();
      act(() => due.forEach((cb) => cb(now)));
    },
    /** Frames 16 ms apart for `ms`. */
    play(ms: number): void {
      for (let t = 0; t < ms; t += 16) this.frame(16);
    },
    /** The time of the last frame. */
    now: () => now,
  };
}
