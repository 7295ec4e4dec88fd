/**
 * The one HTTP client of the game (product-spec section 7). Public reads carry no credentials,
 * authenticated reads and writes carry the player's chat-platform id and token, writes answer
 * `{res}` or `{err}`. Idempotent requests are retried once on a transient status. Writes wait
 * while the connection is lost (game/connection.ts). A failure is thrown as an ApiError saying
 * what happened; what the player is shown of it (a toast, the way to /auth, the connection banner)
 * hangs on the query client's caches (call-errors.ts), not here.
 */
import { useSession } from '../session/session-store.ts';
import { serverAnswered, writesBlocked } from '../game/connection.ts';
import { newIdempotencyKey } from './idempotency.ts';
import type { AnyEndpoint } from '../../contract/endpoint.ts';
import { fillPath, unwired, type AnswerOf, type InputOf } from '../../contract/request.ts';

/** Statuses worth one more try of an idempotent request. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type Query = Record<string, string | number | null | undefined>;

/**
 * A call that did not answer what was asked. `status` is 0 when no answer came (or the call was
 * not sent); `lost`, when the game server did not answer (the request failed, or a proxy answered
 * 502-504 for it); `forPlayer`, when the message is for the player to read (a write's refusal).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly lost = false,
    readonly forPlayer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** What a proxy answers while the game server behind it is down. */
const DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Whether an answer's status is a proxy's for a game server that is down. */
const isDown = (res: Response) => DOWN_STATUSES.has(res.status);

/**
 * Fetches, then fetches once more when the request is idempotent and the status is transient. An
 * answer from the game server itself ends a lost connection at once (the banner goes).
 */
async function fetchWithRetry(url: string, init: RequestInit, idempotent: boolean): Promise<Response> {
  const first = await fetch(url, init);
  const res = idempotent && RETRY_STATUSES.has(first.status) ? await fetch(url, init) : first;
  if (!isDown(res)) serverAnswered();
  return res;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function authHeaders(): { userId: string; headers: Record<string, string> } {
  const user = useSession.getState().user;
  if (!user?.token) throw new ApiError('Not signed in', 401);
  return {
    userId: user.profileId,
    headers: { 'x-discord-id': user.discordId, authorization: `Bearer ${user.token}` },
  };
}

/** Public read: `GET /api{path}?{query}`, no credentials. A failure is logged and thrown. */
export async function publicGet<T>(path: string, query?: Query): Promise<T> {
  let res: Response;
  try {
    res = await fetchWithRetry(
      `/api${path}${queryString(query)}`,
      { method: 'GET', headers: { accept: 'application/json' } },
      true,
    );
  } catch (e) {
    console.error(`GET ${path} failed`, e);
    throw new ApiError(`GET ${path} failed`, 0, true);
  }
  if (!res.ok) {
    console.error(`GET ${path} failed: ${res.status}`);
    throw new ApiError(`GET ${path} failed`, res.status, isDown(res));
  }
  try {
    return (await res.json()) as T;
  } catch (e) {
    console.error(`GET ${path} failed`, e);
    throw new ApiError(`GET ${path} failed`, res.status);
  }
}

/**
 * Authenticated read: `GET /api/{userId}{path}?{query}`. A failure is logged and thrown, so the
 * query keeps its last value and the screen shows no new one.
 */
export async function authGet<T>(path: string, query?: Query): Promise<T> {
  const { userId, headers } = authHeaders();
  let res: Response;
  try {
    res = await fetchWithRetry(
      `/api/${userId}${path}${queryString(query)}`,
      { method: 'GET', headers: { accept: 'application/json', ...headers } },
      true,
    );
  } catch (e) {
    console.error(`GET ${path} failed`, e);
    throw new ApiError('Network error', 0, true);
  }
  if (!res.ok) {
    console.error(`GET ${path} failed: ${res.status}`);
    throw new ApiError(`GET ${path} failed`, res.status, isDown(res));
  }
  return (await res.json()) as T;
}

/**
 * Authenticated write: `POST` (or `PUT`, `DELETE`) `/api/{userId}{path}` with a JSON body. A POST
 * carries a fresh Idempotency-Key (reused by the retry) and answers its `res`; a PUT, idempotent
 * by itself, answers the setting as kept. A failure throws `err` (or what went wrong, in words) for the player.
 */
export async function authWrite<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<T> {
  const blocked = writesBlocked();
  if (blocked) throw new ApiError(blocked, 0, false, true);
  const { userId, headers } = authHeaders();
  const init: RequestInit = {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(method === 'POST' ? { 'idempotency-key': newIdempotencyKey() } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  };
  let res: Response;
  try {
    res = await fetchWithRetry(`/api/${userId}${path}`, init, true);
  } catch {
    throw new ApiError(NO_ANSWER, 0, true, true);
  }
  const json = (await readJson(res)) as { res?: T; err?: unknown } | undefined;
  if (res.status === 401) throw new ApiError('Signed out', 401);
  if (res.ok && json) {
    if (method !== 'PUT' && 'res' in json) return json.res as T;
    if (method === 'PUT') return json as T;
  }
  const message = typeof json?.err === 'string' && json.err ? json.err : badAnswer(res.status);
  throw new ApiError(message, res.status, isDown(res), true);
}

/** A write the server did not answer (the connection banner says it is reconnecting meanwhile). */
export const NO_ANSWER = 'The server did not answer: try again once it is back';
/** A write answered without a reason the player can read. */
export const badAnswer = (status: number) => `The server could not do that (error ${status}): try again`;

/**
 * The one typed call of the game: `call(game.pocket)`, `call(game.cratesOpen, { body: { crateId } })`.
 * The endpoint (src/contract) gives the path, the method, the credentials and the answer's type:
 * a game read answers its record (authGet), a write its `res` and a setting's replacement the
 * setting (authWrite), a public read its record (a failure, logged, is thrown as an ApiError),
 * each in the code's names (the endpoint's `unwire`: src/contract/wire.ts).
 */
export function call<E extends AnyEndpoint>(
  ep: E,
  ...[input]: object extends InputOf<E> ? [InputOf<E>?] : [InputOf<E>]
): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  };
  // The path after /api, and after the player's id for a game call (authGet and authPost put it back).
  const path = fillPath(ep.path.replace(/^\/api(\/:userId)?/, ''), params);
  const back = (answer: unknown) => unwired(ep, answer) as AnswerOf<E>;
  if (ep.access === 'public') return publicGet(path, query).then(back);
  if (ep.method === 'GET') return authGet(path, query).then(back);
  if (ep.method === 'PUT') return authWrite(ep.method, path, body ?? {}).then(back);
  return authWrite(ep.method, path, body ?? {}).then(
    (res) => (unwired(ep, { res }) as { res: AnswerOf<E> }).res,
  );
}
