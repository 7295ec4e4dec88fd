/**
 * How a caller turns an endpoint and its input into a request: the path with its params filled in,
 * the query string, the JSON body. Shared by the game client, the console and the bot.
 */
import type { AnyEndpoint, BodyIn, ParamsIn, QueryIn, ServedOf, ServedResOf } from './endpoint.ts';

/** A part the call may leave out: one the endpoint does not take, or that may be empty. */
type Maybe<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : {} extends T // eslint-disable-line @typescript-eslint/no-empty-object-type
      ? { [P in K]?: T }
      : { [P in K]: T };
type OwnParams<E> = Omit<Exclude<ParamsIn<E>, undefined>, 'userId'>;

/**
 * What a call of `E` sends: its params (without `userId`, which the caller's session gives), its
 * query and its body; each only when the endpoint takes it.
 */
export type InputOf<E> = Maybe<'params', [keyof OwnParams<E>] extends [never] ? undefined : OwnParams<E>> &
  Maybe<'query', QueryIn<E>> &
  Maybe<'body', BodyIn<E>>;

/** What a call of `E` gives back, in the code's names (wire.ts): a write's `res`, a read's record. */
export type AnswerOf<E> = E extends { method: 'GET' } ? ServedOf<E> : ServedResOf<E>;

/** An answer of `ep` as the wire carries it, in the code's names (the endpoint's `unwire`, where they differ). */
export function unwired<E extends AnyEndpoint>(ep: E, answer: unknown): ServedOf<E> {
  return (ep.unwire ? ep.unwire(answer) : answer) as ServedOf<E>;
}

/** The path of a call: `:name` segments filled from `params` (encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no ${name}`);
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
  return `${fillPath(ep.path, params)}${queryStringOf(input.query)}`;
}
