import { z } from 'zod';
import type { Translation } from './wire.ts';

/** Who may call an endpoint (src/server/plugins/auth.ts checks it). */
export type Access = 'public' | 'player' | 'admin' | 'bot';

/** The methods of the API: reads, writes, a setting's replacement (PUT), a sign-out. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An error answer: `{ err }`, with the request's id on a 500 (product spec section 5). */
export const errAnswer = z.strictObject({ err: z.string(), requestId: z.string().optional() });
export type ErrAnswer = z.output<typeof errAnswer>;

/**
 * One endpoint of the HTTP API, once: its method and path, what it takes (path params, query
 * string, JSON body, each a zod schema) and what it answers with 200 (`response`; a write's is its
 * `{ res }`), every other status answering `errAnswer`. The server registers its route from it
 * (src/server/contract-route.ts); the clients call it through `call` (src/contract/call.ts).
 */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
  Served = z.output<Res>,
> {
  method: M;
  path: P;
  access: Access;
  params: Params;
  query: Query;
  body: Body;
  /** The answer of a 200 (and of other 2xx the endpoint names in `also`). */
  response: Res;
  /** Statuses besides 200 that answer `response` (a 202, the health's 503). */
  also?: readonly number[];
  /** What the answer is when it is not JSON: a CSV, an SQL dump, the event stream, a redirect. */
  produces?: 'text/csv' | 'application/sql' | 'text/event-stream' | 'redirect';
  /** One line for docs/api.md. */
  doc: string;
  /**
   * The answer in the code's names turned into the wire's (src/contract/wire.ts), where they differ:
   * the route serves `Served`, the wire carries `response`...
   */
  wire?(served: Served): z.output<Res>;
  /** ...and the caller's `call` turns it back into `Served`. */
  unwire?(answer: z.output<Res>): Served;
}

export type AnyEndpoint = Endpoint<Method, string, any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler is given, validated: the params, the query and the body. */
export type ParamsOf<E> = E extends Endpoint<any, any, infer P, any, any, any, any> ? Out<P> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type QueryOf<E> = E extends Endpoint<any, any, any, infer Q, any, any, any> ? Out<Q> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type BodyOf<E> = E extends Endpoint<any, any, any, any, infer B, any, any> ? Out<B> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
/** What a caller sends: the params, the query and the body before transforms and defaults. */
export type ParamsIn<E> = E extends Endpoint<any, any, infer P, any, any, any, any> ? In<P> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type QueryIn<E> = E extends Endpoint<any, any, any, infer Q, any, any, any> ? In<Q> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type BodyIn<E> = E extends Endpoint<any, any, any, any, infer B, any, any> ? In<B> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The 200 answer. */
export type ResponseOf<E> = E extends Endpoint<any, any, any, any, any, infer R, any> ? z.output<R> : never; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A write's `res`. */
export type ResOf<E> = ResponseOf<E> extends { res: infer R } ? R : never;
/** What the route serves, in the code's names: the 200 answer before `wire`. */
export type ServedOf<E> = E extends Endpoint<any, any, any, any, any, any, infer S> ? S : never; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A write's `res` as the route serves it. */
export type ServedResOf<E> = ServedOf<E> extends { res: infer R } ? R : never;

/** Declares an endpoint; what it leaves out takes nothing (no params, query or body). */
export function endpoint<
  const M extends Method,
  const P extends string,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Served = z.output<Res>,
>(e: {
  method: M;
  path: P;
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Res;
  also?: readonly number[];
  produces?: Endpoint['produces'];
  doc: string;
  /** The answer's translation between the code's names and the wire's (wire.ts). */
  wire?: Translation<Served, z.output<Res>>;
}): Endpoint<M, P, Params, Query, Body, Res, Served> {
  const { wire, ...rest } = e;
  return {
    ...rest,
    params: e.params as Params,
    query: e.query as Query,
    body: e.body as Body,
    ...(wire ? { wire: wire.wire, unwire: wire.unwire } : {}),
  };
}

/** A write's answer: `{ res }` around what it gives back. */
export const written = <S extends z.ZodType>(res: S) => z.strictObject({ res });

/** A write's translation from its `res`'s. */
export const writtenWire = <Served, Wire>(
  t: Translation<Served, Wire>,
): Translation<{ res: Served }, { res: Wire }> => ({
  wire: ({ res }) => ({ res: t.wire(res) }),
  unwire: ({ res }) => ({ res: t.unwire(res) }),
});

/**
 * The schema of a view of the rules, held to the view's type both ways: a field the view has and the
 * schema lacks (which the serializer would drop), or the other way round, fails the type check.
 */
export function viewSchema<V>() {
  return <S extends z.ZodType>(
    schema: S &
      ([z.output<S>] extends [V]
        ? [V] extends [z.output<S>]
          ? unknown
          : 'schema has fields the view lacks'
        : 'view has fields the schema lacks'),
  ): z.ZodType<V> => schema as unknown as z.ZodType<V>;
}
