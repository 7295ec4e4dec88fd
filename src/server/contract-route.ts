/**
 * The server's side of the contract (src/contract): routes registered from their endpoint, the
 * endpoint of every route found, answers serialized from the endpoint's schema and, under test,
 * every answer held to it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { endpointOf } from '../contract/index.ts';
import {
  errAnswer,
  type AnyEndpoint,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ServedOf,
} from '../contract/endpoint.ts';

/** The request a handler of endpoint `E` is given: its params, query and body as the contract validated them. */
export type RequestOf<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** Fastify's schema of an endpoint: its inputs, its answer for 200 (and `also`), `{ err }` for the rest. */
export function routeSchema(ep: AnyEndpoint): FastifySchema {
  const response: Record<string, z.ZodType> = { 200: ep.response, '4xx': errAnswer, '5xx': errAnswer };
  for (const status of ep.also ?? []) response[status] = ep.response;
  const schema: FastifySchema = { response };
  if (ep.params) schema.params = ep.params;
  if (ep.query) schema.querystring = ep.query;
  if (ep.body) schema.body = ep.body;
  return schema;
}

/** What a route adds to its endpoint: its config (rate limit, sse...), hooks. */
type RouteExtras = Partial<Pick<RouteOptions, 'config' | 'attachValidation' | 'onRequest'>> & {
  sse?: boolean;
};

/**
 * Registers the route of endpoint `ep`: its method, path, access and schemas come from the
 * contract; the handler answers `ServedOf<E>`, in the code's names, which the endpoint's `wire`
 * turns into the wire's (or sends a string or a status of its own).
 */
export function serve<E extends AnyEndpoint>(
  app: FastifyInstance,
  ep: E,
  extras: RouteExtras,
  handler: (req: RequestOf<E>, reply: FastifyReply) => Promise<ServedOf<E> | FastifyReply | void>,
) {
  const wire = ep.wire?.bind(ep);
  const wired = wire
    ? async (req: RequestOf<E>, reply: FastifyReply) => {
        const served = await handler(req, reply);
        return served === reply || served === undefined ? served : wire(served);
      }
    : handler;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...extras,
    method: ep.method,
    url: ep.path,
    schema: routeSchema(ep),
    config: { ...extras.config, access: ep.access, endpoint: ep },
    handler: wired as unknown as RouteOptions['handler'],
  } as RouteOptions);
}

/** What a route serves, in the wire's names (the endpoint's `wire`, where it has one). */
export function wired<E extends AnyEndpoint>(ep: E, served: ServedOf<E>): unknown {
  return ep.wire ? ep.wire(served) : served;
}

/**
 * Gives a route registered without `serve` its endpoint (found by method and path): its answers'
 * schemas, and the config the auth and the checks read. A route under /api with no endpoint is
 * refused at start under test (tests/server/contract.test.ts).
 */
export function attachEndpoint(route: RouteOptions, strict: boolean) {
  if (route.config?.endpoint || !route.url.startsWith('/api/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((m) => m !== 'HEAD');
  if (!method) return;
  const ep = endpointOf(method, route.url);
  if (!ep) {
    if (strict) throw new Error(`${method} ${route.url} has no entry in src/contract`);
    return;
  }
  route.config = { ...route.config, endpoint: ep };
  route.schema = { ...route.schema, response: routeSchema(ep).response };
}

/** The JSON Schema of a zod schema's output, for fast-json-stringify. */
export function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
  });
  return json;
}

/** A serializer compiled from a zod schema (fast-json-stringify): an unlisted property is dropped. */
export function compiledJson<T>(schema: z.ZodType<T>): (value: T) => string {
  return fastJson(jsonSchemaOf(schema) as Parameters<typeof fastJson>[0]) as (value: T) => string;
}

/**
 * Answers are written with JSON.stringify: the views' fields come in orders of their own (a reward's
 * optional fields, the missions record), which a compiled serializer would reorder. The few answers
 * on the hot path write their JSON themselves (src/server/views), compiled from the contract's schema.
 */
export const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

/**
 * Under test (and in the browser tests' server): every answer of a route with an endpoint is parsed
 * against the endpoint's schema for its status, and one that does not match is logged and answered
 * 500, so that the test that made it fails.
 */
export function checkAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const ep = req.routeOptions.config?.endpoint as AnyEndpoint | undefined;
    if (!ep || ep.produces || typeof payload !== 'string') return payload;
    const status = reply.statusCode;
    if (status >= 300 && status < 400) return payload;
    const schema = status === 200 || ep.also?.includes(status) ? ep.response : errAnswer;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return payload;
    const problem = `${req.method} ${ep.path} ${status} does not match the contract: ${z.prettifyError(parsed.error)}`;
    req.log.error(problem);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ err: problem });
  });
}
