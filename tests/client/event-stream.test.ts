import { afterEach, describe, expect, it, vi } from 'vitest';
import { followEventStream } from '../../src/client/game/event-stream.ts';

/** Each fetch of the stream: its headers and signal, and a body that sends `id: 7` then stays open. */
function stubStream() {
  const calls: { headers: Record<string, string>; signal: AbortSignal }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const signal = init.signal!;
    calls.push({ headers: init.headers as Record<string, string>, signal });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('id: 7\nevent: hello\ndata: {}\n\n'));
        signal.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return calls;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('a followed event stream and the back/forward cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes its connection as the page is put away, and opens it again, resumed, once shown', async () => {
    const calls = stubStream();
    const events: string[] = [];
    const stop = new AbortController();
    const following = followEventStream({
      url: '/api/p/live',
      onEvent: (e) => events.push(e.event ?? ''),
      signal: stop.signal,
    });
    await settle();
    expect(calls).toHaveLength(1);
    expect(events).toEqual(['hello']);
    expect(calls[0]!.signal.aborted).toBe(false);

    // Into the back/forward cache: the connection goes, and none opens while the page is away.
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(calls[0]!.signal.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls).toHaveLength(1);

    // Shown again: at once (no back-off), from the last event's id.
    window.dispatchEvent(new Event('pageshow'));
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['last-event-id']).toBe('7');
    expect(calls[1]!.signal.aborted).toBe(false);

    stop.abort();
    await following;
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
