import { afterEach, describe, expect, it, vi } from 'vitest';
import { followEventStream } from '../../src/client/game/event-stream.ts';

const STREAM_URL = '/api/p/live';

/**
 * Each fetch of the stream: its headers and signal, and a body that sends `id: 7` then stays open.
 * Only the stream's own fetches count: any other fetch in this worker meanwhile (CI's run, under
 * load, once counted a second call here) is answered 404 and not recorded.
 */
function stubStream() {
  const calls: { headers: Record<string, string>; signal: AbortSignal }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== STREAM_URL) return new Response('{}', { status: 404 });
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

describe('a followed event stream and the back/forward cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes its connection as the page is put away, and opens it again, resumed, once shown', async () => {
    const calls = stubStream();
    const events: string[] = [];
    const stop = new AbortController();
    const following = followEventStream({
      url: STREAM_URL,
      onEvent: (e) => events.push(e.event ?? ''),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(events).toEqual(['hello']));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);

    // Into the back/forward cache: the connection goes, and none opens while the page is away.
    window.dispatchEvent(new Event('pagehide'));
    expect(calls[0]!.signal.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls).toHaveLength(1);

    // Shown again: at once (no back-off), from the last event's id.
    window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 800 });
    expect(calls[1]!.headers['last-event-id']).toBe('7');
    expect(calls[1]!.signal.aborted).toBe(false);

    stop.abort();
    await following;
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
