import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

import { toast } from 'sonner';
import { MutationObserver } from '@tanstack/react-query';
import { authGet, authWrite, call, publicGet, RETRY_STATUSES } from '../../src/client/api/client.ts';
import * as game from '../../src/contract/game.ts';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { setNavigate } from '../../src/client/app/navigation.ts';
import { useSession } from '../../src/client/session/session-store.ts';
import { useConnection } from '../../src/client/game/connection.ts';
import { headersOf, json, mockFetch, signInAs, USER } from './helpers.ts';

const navigate = vi.fn();

const ERROR_TOAST = { duration: 6000, closeButton: true };

// Calls made as the game makes them, through a query client: what a failure shows the player (a
// toast, the way to /auth, the connection banner) hangs on its caches' error handlers.
const qc = createQueryClient();
let reads = 0;
const read = <T>(fn: () => Promise<T>) => qc.fetchQuery({ queryKey: ['call', ++reads], queryFn: fn });
const write = <T>(fn: () => Promise<T>) => new MutationObserver(qc, { mutationFn: fn }).mutate();

beforeEach(() => {
  useConnection.setState({ lostAt: null, writeUnanswered: false });
  signInAs();
  setNavigate(navigate);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('requests', () => {
  it('sends a public read to /api{path}?{query} without credentials', async () => {
    const fetch = mockFetch(json({ page: 2, total: 0, rows: [] }));
    await expect(read(() => publicGet('/leaderboard/2', { a: 1 }))).resolves.toEqual({
      page: 2,
      total: 0,
      rows: [],
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/leaderboard/2?a=1');
    const headers = headersOf(fetch.mock.calls[0]!);
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-discord-id']).toBeUndefined();
  });

  it('logs a failed public read and throws it, without a toast', async () => {
    mockFetch(json({ err: 'nope' }, 404));
    await expect(read(() => publicGet('/leaderboard/me', { profileId: 'x' }))).rejects.toThrow();
    expect(console.error).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends an authenticated read to /api/{userId}{path} with the player's id and token", async () => {
    const fetch = mockFetch(json({ level: 2 }));
    await read(() => authGet('/warlord'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/p-42/warlord');
    const headers = headersOf(fetch.mock.calls[0]!);
    expect(headers['x-discord-id']).toBe('d-7');
    expect(headers.authorization).toBe('Bearer tok-abc');
  });

  it('posts a write as JSON with credentials and an Idempotency-Key, and returns res', async () => {
    const fetch = mockFetch(json({ res: { warlord: { level: 3 } } }));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).resolves.toEqual({
      warlord: { level: 3 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/p-42/traits/apply');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"traitId":2}');
    const headers = headersOf(fetch.mock.calls[0]!);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['idempotency-key']).toMatch(/.{16,}/);
    expect(headers.authorization).toBe(`Bearer ${USER.token}`);
  });

  it("gives answers back in the code's names and sends the wire's in the body (src/contract/wire.ts)", async () => {
    const fetch = mockFetch(
      json({ passes: [{ type: 5, vaucher: 'Whitelist', owned: 1 }] }),
      json({
        res: {
          pocket: { ownedVauchers: { OG: 1 } },
          reward: [{ kind: 'voucher', vaucher: 'OG', amount: 1 }],
        },
      }),
      json({ res: { reservation: {}, pocket: { ownedVauchers: { OG: 0 } } } }),
    );
    const mint = await read(() => call(game.mint));
    expect(mint.passes).toStrictEqual([{ type: 5, voucher: 'Whitelist', owned: 1 }]);
    const opened = await write(() => call(game.cratesOpen, { body: { crateId: 1 } }));
    expect(opened).toStrictEqual({
      pocket: { ownedVouchers: { OG: 1 } },
      reward: [{ kind: 'voucher', voucher: 'OG', amount: 1 }],
    });
    const reserved = await write(() => call(game.mintReserve, { body: { vaucher: 'OG' } }));
    expect(reserved.pocket).toStrictEqual({ ownedVouchers: { OG: 0 } });
    expect((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].body).toBe('{"vaucher":"OG"}');
  });
});

describe('retries', () => {
  it('lists exactly the statuses of the spec', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', async (status) => {
    const fetch = mockFetch(json({}, status), json({ ok: 1 }));
    await expect(read(() => authGet('/pocket'))).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read only once on %i', async (status) => {
    const fetch = mockFetch(json({}, status));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([400, 403, 404, 422, 501])('does not retry on %i', async (status) => {
    const fetch = mockFetch(json({ err: 'no' }, status));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([409, 503])('retries a write once on %i with the same Idempotency-Key', async (status) => {
    const fetch = mockFetch(json({ err: 'busy' }, status), json({ res: true }));
    await expect(write(() => authWrite('POST', '/crates/gumball'))).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    const first = headersOf(fetch.mock.calls[0]!)['idempotency-key'];
    expect(headersOf(fetch.mock.calls[1]!)['idempotency-key']).toBe(first);
  });

  it('sends a new Idempotency-Key for each player action', async () => {
    const fetch = mockFetch(json({ res: true }));
    await write(() => authWrite('POST', '/crates/gumball'));
    await write(() => authWrite('POST', '/crates/gumball'));
    expect(headersOf(fetch.mock.calls[0]!)['idempotency-key']).not.toBe(
      headersOf(fetch.mock.calls[1]!)['idempotency-key'],
    );
  });
});

describe('a 401', () => {
  it('empties the session and goes to /auth from a read', async () => {
    mockFetch(json({ err: 'Signed out' }, 401));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(useSession.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('empties the session and goes to /auth from a write, without a toast', async () => {
    mockFetch(json({ err: 'Signed out' }, 401));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).rejects.toThrow();
    expect(useSession.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('from a public read also goes to /auth', async () => {
    mockFetch(json({}, 401));
    await expect(read(() => publicGet('/leaderboard/1'))).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('remembers where the player was going', async () => {
    window.history.pushState({}, '', '/pocket?tab=1');
    mockFetch(json({}, 401));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/auth?redirect=%2Fpocket%3Ftab%3D1');
    window.history.pushState({}, '', '/');
  });

  it('is not sent at all without a token: the player goes straight to /auth', async () => {
    signInAs({
      ...(useSession.getState().user ?? { profileId: 'p', discordId: 'd', username: 'u', avatar: null }),
      token: '',
    });
    const fetch = mockFetch(json({}));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });
});

describe('a failed write', () => {
  it("shows the server's err text in an error toast that stays 6 s and can be closed", async () => {
    mockFetch(
      json({ err: 'Not enough energy: 15 needed, 9 left' }, 409),
      json({ err: 'Not enough energy: 15 needed, 9 left' }, 409),
    );
    await expect(write(() => authWrite('POST', '/expedition/send', { region: 1 }))).rejects.toThrow(
      'Not enough energy',
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Not enough energy: 15 needed, 9 left', ERROR_TOAST);
  });

  it('writes the numbers of an error with thousands separators', async () => {
    mockFetch(json({ err: 'Not enough shards: 12000 needed, 4500 left' }, 400));
    await expect(write(() => authWrite('POST', '/crates/buy', { kind: 2 }))).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith('Not enough shards: 12,000 needed, 4,500 left', ERROR_TOAST);
  });

  it('says the status in words when the answer has no err', async () => {
    mockFetch(json({}, 400));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith(
      'The server could not do that (error 400): try again',
      ERROR_TOAST,
    );
  });

  it('says in the banner, not in a toast beside it, that a write got no answer', async () => {
    mockFetch(new TypeError('network down'));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).rejects.toThrow(
      'The server did not answer',
    );
    expect(useConnection.getState()).toMatchObject({ writeUnanswered: true });
    expect(useConnection.getState().lostAt).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says the status in words when the body is not JSON', async () => {
    mockFetch(() => new Response('<html>', { status: 500 }));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).rejects.toThrow();
    expect(toast.error).toHaveBeenCalledWith(
      'The server could not do that (error 500): try again',
      ERROR_TOAST,
    );
    expect(useConnection.getState().lostAt).toBeNull();
  });

  it("tells a gateway's 502 for a write in the banner, as one with no answer", async () => {
    mockFetch(() => new Response('<html>', { status: 502 }));
    await expect(write(() => authWrite('POST', '/traits/apply', { traitId: 2 }))).rejects.toThrow(
      'error 502',
    );
    expect(useConnection.getState()).toMatchObject({ writeUnanswered: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not toast a failed read', async () => {
    mockFetch(json({ err: 'nope' }, 404));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('a lost connection', () => {
  it('marks the connection lost when a read gets no answer, and refuses writes with the reason', async () => {
    mockFetch(new TypeError('network down'), new TypeError('network down'));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow('Network error');
    expect(useConnection.getState().lostAt).not.toBeNull();
    const fetch = mockFetch(json({ res: {} }));
    await expect(write(() => authWrite('POST', '/expedition/send', { region: 1 }))).rejects.toThrow(
      'Connection lost',
    );
    expect(fetch).not.toHaveBeenCalled();
    // The banner and the write's button say it: no toast beside them.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('marks it lost when a public read gets no answer (the leaderboard, the sign-in page)', async () => {
    mockFetch(new TypeError('network down'), new TypeError('network down'));
    await expect(read(() => publicGet('/health'))).rejects.toThrow();
    expect(useConnection.getState().lostAt).not.toBeNull();
  });

  it("marks it lost on a gateway's 502 too", async () => {
    mockFetch(json({}, 502), json({}, 502));
    await expect(read(() => authGet('/pocket'))).rejects.toThrow();
    expect(useConnection.getState().lostAt).not.toBeNull();
  });
});

describe('the HTTP client alone', () => {
  it('only says what happened: the toast, /auth and the banner come from the query client', async () => {
    mockFetch(json({ err: 'Not enough energy' }, 409), json({ err: 'Not enough energy' }, 409));
    await expect(authWrite('POST', '/expedition/send', { region: 1 })).rejects.toThrow('Not enough energy');
    mockFetch(json({}, 401));
    await expect(authGet('/pocket')).rejects.toThrow();
    mockFetch(new TypeError('network down'), new TypeError('network down'));
    await expect(authGet('/pocket')).rejects.toThrow('Network error');
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(useSession.getState().user).not.toBeNull();
    expect(useConnection.getState().lostAt).toBeNull();
  });
});
