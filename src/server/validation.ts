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

/** The body of a write that takes nothing. */
export const emptyBody = z.strictObject({}).nullish();

/** A whole number sent as JSON. */
export const int = () => z.number().int();
