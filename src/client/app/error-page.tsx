import { useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { serverAnswers } from '../game/connection.ts';
import { HttpError, statusMessage } from './http-error.ts';
import { loadPage } from './navigation.ts';
import { WayBack } from '../ui/way-back.tsx';
import { NotFound } from './not-found-page.tsx';

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

/** Whether a screen's code could not be fetched (the browsers' words for a failed dynamic import). */
export function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/**
 * The router's error element: 404 for unknown paths, 500 for anything else, and for a screen whose
 * code did not arrive (a lost connection, a deploy), an in-game message with Retry instead of the
 * browser's own error page.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const [noAnswer, setNoAnswer] = useState(false);
  // The page is loaded again only once the server answers: never onto the browser's error page.
  const retry = async () => {
    if (await serverAnswers()) loadPage(pathname + search);
    else setNoAnswer(true);
  };
  if (isChunkError(error)) {
    return (
      <main className="error-page error-page--game" role="alert">
        <h1>This screen could not load</h1>
        <p className="error-page__message">
          Its code did not arrive: the connection may have dropped, or the game was just updated.
        </p>
        {noAnswer ? (
          <p className="error-page__message" role="status">
            The server still does not answer. Try again in a moment.
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => void retry()}>
            Retry
          </button>
          <Link className="button" to="/">
            Back to the start
          </Link>
        </div>
      </main>
    );
  }
  const { status, statusMessage: title, message } = describeError(error);
  // Its heading says "Page Not Found" once; the line under it names the path.
  if (status === 404) {
    return (
      <main className="error-page" role="alert">
        <NotFound path={pathname} />
      </main>
    );
  }
  return (
    <main className="error-page" role="alert">
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      <p className="error-page__message">{message}</p>
      <WayBack />
    </main>
  );
}
