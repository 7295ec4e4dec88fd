import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, useDialogWhile } from '../../src/client/dialogs/dialog.tsx';
import { openDialog, useDialogs, type DialogResult } from '../../src/client/dialogs/dialog-store.ts';
import { fieldSchema, validateFields } from '../../src/client/dialogs/validation.ts';

afterEach(() => {
  useDialogs.setState({ dialogs: [] });
  vi.useRealTimers();
});

describe('dialog input validation', () => {
  it("says 'Invalid email address' for an email without an address", () => {
    expect(validateFields([{ name: 'mail', kind: 'email' }], { mail: 'not-an-email' })).toEqual({
      mail: 'Invalid email address',
    });
    expect(validateFields([{ name: 'mail', kind: 'email' }], { mail: 'a@b.io' })).toEqual({});
  });

  it("says 'Invalid URL' for anything but an http or https link", () => {
    const fields = [{ name: 'link', kind: 'url' as const }];
    expect(validateFields(fields, { link: 'ftp://x.io' })).toEqual({ link: 'Invalid URL' });
    expect(validateFields(fields, { link: 'javascript:alert(1)' })).toEqual({ link: 'Invalid URL' });
    expect(validateFields(fields, { link: 'https://quests.example/p/1' })).toEqual({});
  });

  it("says 'Required' for a required field left empty or missing", () => {
    const fields = [{ name: 'name', kind: 'text' as const, required: true }];
    expect(validateFields(fields, { name: '' })).toEqual({ name: 'Required' });
    expect(validateFields(fields, {})).toEqual({ name: 'Required' });
  });

  it("says 'Expected X, received Y' for a value of the wrong type", () => {
    expect(fieldSchema('text').safeParse(42).error?.issues[0]?.message).toBe(
      'Expected string, received number',
    );
    expect(fieldSchema('url').safeParse(null).error?.issues[0]?.message).toBe(
      'Expected string, received null',
    );
  });

  it('accepts an empty optional field as "none"', () => {
    expect(validateFields([{ name: 'link', kind: 'url' }], { link: '' })).toEqual({});
  });
});

/** Renders the host and opens a dialog; the result is wrapped so awaiting this does not wait for the close. */
async function openWith(spec: Parameters<typeof openDialog>[0]): Promise<{ result: Promise<DialogResult> }> {
  render(<DialogHost />);
  let result!: Promise<DialogResult>;
  act(() => {
    result = openDialog(spec);
  });
  await screen.findByRole('heading', { name: spec.title });
  return { result };
}

describe('a dialog', () => {
  it('shows the messages and stays open when confirmed with bad input', async () => {
    const { result } = await openWith({
      title: 'Contact',
      fields: [
        { name: 'mail', label: 'Email', kind: 'email', required: true },
        { name: 'site', label: 'Site', kind: 'url' },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Site'), 'www.site');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'me@warlords.gg');
    await user.clear(screen.getByLabelText('Site'));
    await user.type(screen.getByLabelText('Site'), 'https://warlords.gg');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toEqual({
      outcome: 'confirm',
      values: { mail: 'me@warlords.gg', site: 'https://warlords.gg' },
    });
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('closes with deny', async () => {
    const { result } = await openWith({ title: 'Buy?', confirmText: 'Buy', denyText: 'Cancel' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toEqual({ outcome: 'deny' });
  });

  it('closes with the close button', async () => {
    const { result } = await openWith({ title: 'Rewards' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toEqual({ outcome: 'close' });
  });

  it('closes with cancel (Escape)', async () => {
    const { result } = await openWith({ title: 'Rewards' });
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    await expect(result).resolves.toEqual({ outcome: 'cancel' });
  });

  it('closes by its timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = await openWith({ title: 'Saved', timerMs: 1500 });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await expect(result).resolves.toEqual({ outcome: 'timer' });
  });

  it('shows queued dialogs one after another', async () => {
    render(<DialogHost />);
    let first!: Promise<DialogResult>;
    act(() => {
      first = openDialog({ title: 'First' });
      void openDialog({ title: 'Second' });
    });
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Second' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toEqual({ outcome: 'confirm', values: {} });
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });
});

describe("a screen's dialog with content of its own (the market's buy and sell)", () => {
  function Screen({ open, onClosed }: { open: string | null; onClosed: () => void }) {
    useDialogWhile(
      open,
      () => ({
        title: `Buy ${open}`,
        className: 'market-dialog',
        content: (close) => (
          <form>
            <button type="button" onClick={() => close('close')}>
              Done
            </button>
          </form>
        ),
      }),
      onClosed,
    );
    return null;
  }

  it('opens in the dialog host while the screen says so, and tells the screen when it is closed', async () => {
    const onClosed = vi.fn();
    const view = render(
      <>
        <Screen open="Smite" onClosed={onClosed} />
        <DialogHost />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buy Smite', hidden: true });
    expect(dialog).toHaveClass('dialog', 'market-dialog');
    // The content's own form: no OK of the store's.
    expect(screen.queryByRole('button', { name: 'OK', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(useDialogs.getState().dialogs).toHaveLength(0);
    view.unmount();
  });

  it("closes when the screen's state lets it go, without telling the screen again", async () => {
    const onClosed = vi.fn();
    const view = render(
      <>
        <Screen open="Smite" onClosed={onClosed} />
        <DialogHost />
      </>,
    );
    await screen.findByRole('dialog', { name: 'Buy Smite', hidden: true });
    view.rerender(
      <>
        <Screen open={null} onClosed={onClosed} />
        <DialogHost />
      </>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    await Promise.resolve();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
