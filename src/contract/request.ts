/**
 * How a caller turns an endpoint and its input into a request: the path with its params filled in,
 * the query string, the JSON body. Shared by the game client, the console and the bot.
 */
import type { AnyEndpoint, BodyIn, ParamsOf, QueryIn, ResOf, ResponseOf } from './endpoint.ts';

type Maybe<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/**
 * What a call of `E` sends: its params (without `userId`, which the caller's session gives), its
 * query and its body; each only when the endpoint takes it.
 */
export type InputOf<E> = Maybe<'params', Omit<Exclude<ParamsOf<E>, undefined>, 'userId'> | undefined> &
  Maybe<'query', QueryIn<E>> &
  Maybe<'body', BodyIn<E>>;

/** What a call of `E` gives back: a write's `res`, a read's record. */
export type AnswerOf<E> = E extends { method: 'GET' } ? ResponseOf<E> : ResOf<E>;

/** The path of a call: `:name` segments filled from `params` (encoded). */
export function pathOf(ep: AnyEndpoint, params: Record<string, string | number> = {}): string {
  return ep.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${ep.method} ${ep.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` of the query's defined values, or ''. */
export function queryStringOf(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The URL of a call of `ep` with `input`, `userId` filled in where the path has it. */
export function urlOf(ep: AnyEndpoint, input: { params?: object; query?: object }, userId?: string): string {
  const params = { ...(input.params as Record<string, string | number>), ...(userId ? { userId } : {}) };
  return `${pathOf(ep, params)}${queryStringOf(input.query)}`;
}
