import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describeError, ErrorPage } from '../../src/client/app/error-page.tsx';
import { HttpError, notFound } from '../../src/client/app/http-error.ts';
import { setFullLoad } from '../../src/client/app/navigation.ts';

describe('the error page', () => {
  it('shows 404, Page Not Found once and the path for an unknown path, with the way back to the map', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => null,
          hydrateFallbackElement: <p>Loading</p>,
          errorElement: <ErrorPage />,
          loader: ({ request }) => {
            throw notFound(new URL(request.url).pathname);
          },
        },
      ],
      { initialEntries: ['/nowhere'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('not-found-path')).textContent).toBe('Nothing is at /nowhere.');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // Said once, in the heading (a line under it said "Page Not Found: /nowhere" again).
    expect(screen.getAllByText(/Page Not Found/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the map' }).getAttribute('href')).toBe('/expedition');
  });

  it('shows 500 Internal Server Error and the message for anything else', () => {
    expect(describeError(new Error('boom'))).toEqual({
      status: 500,
      statusMessage: 'Internal Server Error',
      message: 'boom',
    });
    expect(describeError(new HttpError(503, 'down')).statusMessage).toBe('Internal Server Error');
  });

  it("shows an in-game error with Retry when a screen's code fails to load, and Retry loads the page again once the server answers", async () => {
    const fullLoad = vi.fn();
    setFullLoad(fullLoad);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => null,
          hydrateFallbackElement: <p>Loading</p>,
          errorElement: <ErrorPage />,
          loader: () => {
            throw new TypeError('Failed to fetch dynamically imported module: /assets/pocket-screen-1a2b.js');
          },
        },
      ],
      { initialEntries: ['/pocket?tab=2'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This screen could not load' })).toBeInTheDocument();
    expect(screen.queryByText('500')).toBeNull();
    // The server does not answer: the page stays, and says so (never the browser's error page).
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (up ? new Response('{}') : Promise.reject(new TypeError('Failed to fetch')))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The server still does not answer. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(fullLoad).not.toHaveBeenCalled();
    // It answers: Retry loads the page again.
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/pocket?tab=2'));
    vi.unstubAllGlobals();
  });
});
