/** The pieces requests are made of: whole numbers within a column's range, an empty body. */
import { z } from 'zod';

/** The body of a write that takes nothing. */
export const emptyBody = z.strictObject({}).nullish();

/**
 * The range of PostgreSQL's `integer` columns. Every whole number a route accepts stays inside it,
 * whatever column it ends in (an `integer`, a `bigint`, or a count inside the state), so that no
 * input reaches the database as a value it refuses with an error (a 500) rather than a 400.
 */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** A whole number sent as JSON, within `min..max` (by default an integer column's range). */
export const int = (
  min = INT_MIN,
  max = INT_MAX,
  message = `Expected a whole number from ${min} to ${max}`,
) => z.number().int(message).min(min, message).max(max, message);

/** A whole number sent in a query string, within `min..max` (by default 0 to an integer column's top). */
export const queryInt = (message: string, min = 0, max = INT_MAX) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);
