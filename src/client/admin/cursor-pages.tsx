import { useState } from 'react';

/** Pages read newest first by cursor: the cursors walked so far, the last being the page shown. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  return {
    /** The page shown: rows older than this id (null: the newest). */
    before: cursors[cursors.length - 1] ?? null,
    first: cursors.length === 1,
    newer: () => setCursors(cursors.slice(0, -1)),
    older: (next: number) => setCursors([...cursors, next]),
    /** Back to the newest page (after a filter changes). */
    reset: () => setCursors([null]),
  };
}

/** The "Newer" and "Older" buttons of a paged table. */
export function PageButtons({
  pages,
  next,
}: {
  pages: ReturnType<typeof useCursorPages>;
  next: number | null | undefined;
}) {
  return (
    <>
      <button type="button" disabled={pages.first} onClick={pages.newer}>
        Newer
      </button>
      <button type="button" disabled={!next} onClick={() => next && pages.older(next)}>
        Older
      </button>
    </>
  );
}
