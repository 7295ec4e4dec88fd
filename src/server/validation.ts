import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The kind of a value as the messages name it. */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/**
 * The spec's generic messages (product spec section 5): 'Required' for a missing value and
 * 'Expected X, received Y' for a value of the wrong type. Other messages keep zod's wording.
 */
export function configureReadableMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      if (issue.input === undefined) return 'Required';
      return `Expected ${issue.expected}, received ${kindOf(issue.input)}`;
    },
  });
}

export { emptyBody, INT_MAX, INT_MIN, int, queryInt } from '../contract/inputs.ts';

export const NUL_REFUSED = 'Text may not contain the NUL character';

/** Whether any string (value or key) inside `value` holds a NUL character; allocates nothing for a flat body. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const o = stack.pop() as Record<string, unknown>;
    for (const key in o) {
      if (key.includes('\u0000')) return true;
      const inner = o[key];
      if (typeof inner === 'string') {
        if (inner.includes('\u0000')) return true;
      } else if (inner !== null && typeof inner === 'object') stack.push(inner);
    }
  }
  return false;
}

interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): (string | number)[] {
  const path = [];
  for (let at: Step | null = step; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (value or key) inside `value` holding a NUL character, if one
 * does (null when none does). A loop rather than recursion: a body of 16 KB can nest thousands of levels deep.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const list = Array.isArray(v);
    // Pushed last to first, so the first in the document is looked at first.
    for (const [key, inner] of Object.entries(v).reverse()) {
      const child = { value: inner, key: list ? Number(key) : key, parent: step };
      if (key.includes('\u0000')) return pathOf(child);
      stack.push(child);
    }
  }
  return null;
}

/**
 * Validates every route's params, query and body with its zod schema, after refusing a NUL
 * character anywhere in them: PostgreSQL's text and jsonb cannot hold one and would answer an
 * error, so no route needs a check of its own, including the fields of routes yet to come.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    // Most requests hold no NUL: a quick look first, the path only when there is one.
    const path = hasNul(data) && nulPath(data);
    if (!path) return validate(data);
    // Answered as zod answers a refused field, so the error handler words it like any other.
    const refused = z.unknown().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', path, message: NUL_REFUSED });
    });
    return zodValidatorCompiler({ ...route, schema: refused })(data);
  };
};
