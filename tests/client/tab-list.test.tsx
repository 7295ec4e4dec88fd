import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, tabAfterKey } from '../../src/client/ui/tab-list.tsx';

const TABS = [
  { id: 'browse', label: 'Browse' },
  { id: 'mine', label: 'My listings' },
  { id: 'sell', label: 'Sell' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('browse');
  return (
    <>
      <button type="button">Before</button>
      <TabList tabs={TABS} selected={tab} onSelect={setTab} label="Market" panelId="panel" />
      <div id="panel" role="tabpanel">
        {tab}
      </div>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('tab list', () => {
  it('moves between tabs with the arrow keys, Home and End, wrapping round', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });

  it('is one Tab stop, and the arrow keys select and focus the next tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Browse' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('My listings');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My listings' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('mine');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selected()).toHaveTextContent('Sell');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('Browse');
    // Only the selected tab takes a Tab stop: the next Tab leaves the row.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves from the focused tab, even before a selection has rendered', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    // The parent never re-renders the selection: as if the router were still applying it.
    render(
      <TabList tabs={TABS} selected="browse" onSelect={(id) => picked.push(id)} label="M" panelId="p" />,
    );
    screen.getByRole('tab', { name: 'My listings' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(picked).toEqual(['sell']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sell' }));
  });

  it('selects a tab on a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(selected()).toHaveTextContent('Sell');
  });
});
