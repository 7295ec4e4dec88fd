import { vi } from 'vitest';
import { useSession } from '../../src/client/session/session-store.ts';
import type { SessionUser } from '../../src/contract/views.ts';

export const USER: SessionUser = {
  profileId: 'p-42',
  discordId: 'd-7',
  username: 'Aria',
  avatar: null,
  token: 'tok-abc',
};

/** Signs a user in (or out, with null) without the server. */
export function signInAs(user: SessionUser | null = USER): void {
  useSession.setState({ user, loaded: true });
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces fetch with a mock answering the given responses in order (the last one repeats). */
export function mockFetch(...answers: (Response | (() => Response) | Error)[]) {
  let i = 0;
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const a = answers[Math.min(i++, answers.length - 1)];
    if (a instanceof Error) throw a;
    return typeof a === 'function' ? a() : a!.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The headers a mocked fetch call was made with. */
export function headersOf(call: unknown[]): Record<string, string> {
  const init = call[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

/** A ResizeObserver that never reports: jsdom lays nothing out, so there is no size to tell. */
export class FixedBox {
  observe() {}
  disconnect() {}
}

/**
 * jsdom as a page with no GPU and pictures at hand: no ResizeObserver reports, every picture
 * decodes at once, no canvas gives a context (so no scene plays: the page's own moments do).
 * Answers what puts it back (`vi.unstubAllGlobals` for the observer is the caller's).
 */
export function drawNothing(): () => void {
  // Read here, not on import: files run in node import these helpers too (no DOM there).
  const realDecode = HTMLImageElement.prototype.decode;
  const realGetContext = HTMLCanvasElement.prototype.getContext;
  vi.stubGlobal('ResizeObserver', FixedBox);
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof realGetContext;
  return () => {
    HTMLImageElement.prototype.decode = realDecode;
    HTMLCanvasElement.prototype.getContext = realGetContext;
  };
}
