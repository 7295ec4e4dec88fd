/** An error with an HTTP status, shown by the error page (404 'Page Not Found', otherwise 500). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The status message the error page shows for a status. */
export function statusMessage(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/** The 404 of an unknown path. */
export function notFound(path: string): HttpError {
  return new HttpError(404, `Page Not Found: ${path}`);
}
