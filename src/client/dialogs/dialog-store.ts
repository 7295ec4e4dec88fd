import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { FieldKind } from './validation.ts';

/** How a dialog was closed (product-spec section 4). */
export type DialogOutcome = 'confirm' | 'deny' | 'cancel' | 'close' | 'timer';

export interface DialogField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  initial?: string;
  placeholder?: string;
}

export interface DialogSpec {
  title: string;
  body?: ReactNode;
  fields?: DialogField[];
  /** Label of the confirm button (default 'OK'). */
  confirmText?: string;
  /** The confirm destroys something for good: an ember button, not the gold of a main action. */
  destructive?: boolean;
  /** Label of a deny button; none when absent. */
  denyText?: string;
  /** Closes the dialog by itself after this long. */
  timerMs?: number;
  /**
   * 'stage': full-screen over the dimmed game, for a scene that plays (a crate, the gumball, an
   * expedition's loot); otherwise a panel.
   */
  variant?: 'panel' | 'stage';
  /**
   * The confirm button starts disabled and is enabled once the body says it is ready
   * (`useConfirmReady`, dialog.tsx): a reveal's Continue waits for its rewards to show.
   */
  confirmWaits?: boolean;
  /** Closes the dialog (outcome 'close') when it aborts: what it shows did not happen (a failed write). */
  signal?: AbortSignal;
  /**
   * The dialog's own content in place of body, fields and buttons: a form with its own state, checks
   * and submit (the market's buy and sell). `close` ends the dialog with an outcome.
   */
  content?: (close: (outcome: DialogOutcome) => void) => ReactNode;
  /** A class beside `dialog`, for the content's own styles. */
  className?: string;
}

export interface DialogResult {
  outcome: DialogOutcome;
  /** The fields' values, on confirm. */
  values?: Record<string, string>;
}

interface OpenDialog extends DialogSpec {
  id: number;
  resolve: (result: DialogResult) => void;
}

interface DialogState {
  /** Open dialogs in order; the first is on screen, the rest wait their turn. */
  dialogs: OpenDialog[];
  open: (spec: DialogSpec) => Promise<DialogResult>;
  close: (id: number, result: DialogResult) => void;
}

let nextId = 1;

/** Dialogs are held here (not in the server cache): open returns a promise of how it was closed. */
export const useDialogs = create<DialogState>()((set, get) => ({
  dialogs: [],
  open: (spec) =>
    new Promise<DialogResult>((resolve) => {
      const id = nextId++;
      set((s) => ({ dialogs: [...s.dialogs, { ...spec, id, resolve }] }));
      const drop = () => get().close(id, { outcome: 'close' });
      if (spec.signal?.aborted) drop();
      else spec.signal?.addEventListener('abort', drop, { once: true });
    }),
  close: (id, result) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) }));
    dialog.resolve(result);
  },
}));

/** Opens a dialog from anywhere (event handlers, mutations' callbacks). */
export function openDialog(spec: DialogSpec): Promise<DialogResult> {
  return useDialogs.getState().open(spec);
}
