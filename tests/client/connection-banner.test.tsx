import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
