import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ConnectionBanner } from '../../src/client/layouts/connection-banner.tsx';
import { useConnection } from '../../src/client/game/connection.ts';

afterEach(() => useConnection.setState({ lostAt: null, writeUnanswered: false }));

describe('the connection banner', () => {
  it('is not there while the server answers', () => {
    render(<ConnectionBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says Reconnecting, and that the player's last action got no answer when one did", () => {
    useConnection.setState({ lostAt: Date.now() });
    const { unmount } = render(<ConnectionBanner />);
    expect(screen.getByRole('alert').textContent).toContain('Reconnecting…');
    expect(screen.getByRole('alert').textContent).not.toContain('no answer');
    unmount();
    useConnection.setState({ writeUnanswered: true });
    render(<ConnectionBanner />);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Reconnecting… Your last action got no answer\. The server does not answer\. Game actions are paused/,
    );
  });

  it('tells the page how much of its foot it takes while it shows, and gives it back when it goes', () => {
    const outage = () => document.documentElement.style.getPropertyValue('--outage-h');
    render(<ConnectionBanner />);
    expect(outage()).toBe('');
    act(() => useConnection.setState({ lostAt: Date.now() }));
    // Its height (none in this document without layout) and a 12 px gap.
    expect(outage()).toBe('12px');
    act(() => useConnection.setState({ lostAt: null }));
    expect(outage()).toBe('');
  });
});
