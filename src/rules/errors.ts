/**
 * A move the rules refuse. `status` is the HTTP status the server answers with:
 * 400 bad input, 404 unknown thing, 409 not allowed now. `message` is shown to the player as is.
 */
export class GameError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 = 409,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

/** Throws a 409 GameError with `message` unless `condition` holds. */
export function ensure(
  condition: unknown,
  message: string,
  status: 400 | 404 | 409 = 409,
): asserts condition {
  if (!condition) throw new GameError(message, status);
}
