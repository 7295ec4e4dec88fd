/**
 * Every whole number every route accepts is bounded to an integer column's range, and no route
 * accepts a number with a fraction: the schemas of the app's own route table are walked, so a
 * route added later with an unbounded number fails here before it can answer a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT_MAX, INT_MIN, int, queryInt } from '../../src/server/validation.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** A zod schema as the walker reads it (zod 4's own definition). */
interface Walked {
  _zod: { def: Record<string, unknown> & { type: string } };
  isInt?: boolean;
  minValue?: number | null;
  maxValue?: number | null;
}

const LEAVES = new Set([
  'string',
  'enum',
  'literal',
  'boolean',
  'null',
  'undefined',
  'unknown',
  'any',
  'never',
  'transform',
  'custom',
]);
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'];

/** Where a schema accepts a number past an integer column, or a kind of schema the walker does not know. */
export function unboundedNumbers(schema: unknown, path = ''): string[] {
  const s = schema as Walked;
  const def = s._zod.def;
  const inner = (value: unknown, at: string) => unboundedNumbers(value, at);
  if (def.type === 'number') {
    const ok =
      s.isInt === true && (s.minValue ?? -Infinity) >= INT_MIN && (s.maxValue ?? Infinity) <= INT_MAX;
    return ok ? [] : [`${path || '(root)'}: ${s.isInt ? 'int' : 'number'} ${s.minValue}..${s.maxValue}`];
  }
  if (LEAVES.has(def.type)) return [];
  if (WRAPPERS.includes(def.type)) return inner(def.innerType, path);
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
      inner(v, path ? `${path}.${k}` : k),
    );
  }
  if (def.type === 'array') return inner(def.element, `${path}[]`);
  if (def.type === 'union') return (def.options as unknown[]).flatMap((o) => inner(o, path));
  if (def.type === 'pipe') return [...inner(def.in, path), ...inner(def.out, path)];
  return [`${path || '(root)'}: a ${def.type} schema the walker does not know`];
}

let t: TestApp;
beforeAll(async () => {
  // The bench's routes too: they are routes like the others when turned on.
  t = await startTestApp({ env: { BENCH_ROUTES: '1' } });
});
afterAll(() => t.close());

describe('the schema walker', () => {
  it('finds an unbounded, a half-bounded and a fractional number, wherever they sit', () => {
    const schema = z.strictObject({
      a: z.number().int(),
      b: z.array(z.strictObject({ c: z.number().int().min(0) })).optional(),
      d: z.union([z.literal('x'), z.coerce.number().min(1).max(3)]),
      e: z
        .string()
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .max(INT_MAX + 1),
        ),
      fine: int(0, 10),
      q: queryInt('q').default(1),
    });
    expect(unboundedNumbers(schema)).toEqual([
      'a: int -9007199254740991..9007199254740991',
      'b[].c: int 0..9007199254740991',
      'd: number 1..3',
      'e: int -9007199254740991..2147483648',
    ]);
  });

  it('names a kind of schema it cannot read', () => {
    expect(unboundedNumbers(z.strictObject({ m: z.map(z.string(), z.number()) }))).toEqual([
      'm: a map schema the walker does not know',
    ]);
  });
});

describe('every route of the app', () => {
  it('bounds every whole number it accepts to an integer column and accepts no fraction', () => {
    const parts = ['params', 'querystring', 'body', 'headers'] as const;
    const found: string[] = [];
    let walked = 0;
    for (const route of t.app.routeTable) {
      for (const part of parts) {
        const schema = route.schema?.[part];
        if (!schema) continue;
        walked++;
        for (const hole of unboundedNumbers(schema))
          found.push(`${route.method} ${route.url} ${part} ${hole}`);
      }
    }
    expect(found).toEqual([]);
    // The routes with a schema (game calls, operator calls, sign-in, bench): none was missed.
    expect(walked).toBeGreaterThanOrEqual(40);
  });
});
