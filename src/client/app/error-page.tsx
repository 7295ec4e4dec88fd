import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { HttpError, statusMessage } from './http-error.ts';

/** What the error page shows: the status (default 500), its status message and the message. */
export function describeError(error: unknown): { status: number; statusMessage: string; message: string } {
  let status = 500;
  let message = 'Something went wrong';
  if (error instanceof HttpError) {
    status = error.status;
    message = error.message;
  } else if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText;
  } else if (error instanceof Error) {
    message = error.message;
  }
  return { status, statusMessage: statusMessage(status), message };
}

/** The router's error element: 404 for unknown paths, 500 for anything else. */
export function ErrorPage() {
  const { status, statusMessage: title, message } = describeError(useRouteError());
  return (
    <main className="error-page" role="alert">
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      <p className="error-page__message">{message}</p>
      <Link className="button button--primary" to="/">
        Back to the start
      </Link>
    </main>
  );
}
