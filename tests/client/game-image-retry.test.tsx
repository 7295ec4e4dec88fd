/**
 * A game image that failed (ui/game-image.tsx) shows its lettered tile, and is asked for again
 * once the server is back after an outage (r29's vouchers stayed lettered until a reload).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConnection } from '../../src/client/game/connection.ts';
import { GameImage } from '../../src/client/ui/game-image.tsx';

describe('a game image after an outage', () => {
  it('is asked for again when the server is back', () => {
    render(<GameImage src="/images/vouchers/free-run.png" alt="Free run voucher" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    expect(screen.getByRole('img').textContent).toBe('Fr');
    // Still lettered while the server is lost…
    act(() => useConnection.setState({ lostAt: 1 }));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    // …and the picture again once it is back.
    act(() => useConnection.setState({ lostAt: null }));
    const img = screen.getByRole('img');
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/images/vouchers/free-run.png');
  });

  it('stays lettered when nothing was lost (a missing file)', () => {
    render(<GameImage src="/images/none.png" alt="Nothing" />);
    fireEvent.error(screen.getByRole('img'));
    act(() => useConnection.setState({ writeUnanswered: false }));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
  });
});
