import { createContext, useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '../ui/icons.tsx';
import { openDialog, useDialogs, type DialogResult, type DialogSpec } from './dialog-store.ts';

/**
 * Lets a dialog's body enable its confirm button, answer a press that came too early, and name what
 * such a press does.
 */
interface ConfirmWait {
  setReady: (ready: boolean) => void;
  setEarly: (early: { run: () => void; text?: string } | null) => void;
}
const ConfirmReady = createContext<ConfirmWait | null>(null);

/**
 * Says whether the dialog's confirm may be pressed now (only a `confirmWaits` dialog listens).
 * Until then a press of its confirm or of its Close (×) does not close it: it calls `early` (a
 * reveal skips to its end), or nothing. With `earlyText` the confirm says so until it is ready
 * ("Show all"), live in the primary look: a press that does what it reads, not a button that looks
 * off (a newcomer waited 40 s on a Continue that looked disabled). Without it, it looks off.
 */
export function useConfirmReady(ready: boolean, early?: () => void, earlyText?: string): void {
  const wait = useContext(ConfirmReady);
  useEffect(() => wait?.setReady(ready), [wait, ready]);
  useEffect(() => {
    if (!wait || !early) return;
    wait.setEarly({ run: early, text: earlyText });
    return () => wait.setEarly(null);
  }, [wait, early, earlyText]);
}

type Open = ReturnType<typeof useDialogs.getState>['dialogs'][number];

/** A dialog's title (which labels it: `dialog-title-<id>`) and its Close (×). */
function DialogHeader({ dialog, onClose }: { dialog: Open; onClose: () => void }) {
  return (
    <header className="dialog__header">
      <h2 id={`dialog-title-${dialog.id}`}>{dialog.title}</h2>
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  );
}

/** One modal dialog on the native <dialog>: Escape cancels, focus stays inside while open. */
function DialogView({ dialog }: { dialog: Open }) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useDialogs((s) => s.close);
  const done = (result: DialogResult) => close(dialog.id, result);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A dialog with content of its own (a form opened from a screen) gives the focus back on closing.
    const before = dialog.content ? (document.activeElement as HTMLElement | null) : null;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
      before?.focus?.();
    };
  }, [dialog.content]);

  useEffect(() => {
    if (!dialog.timerMs) return;
    const id = window.setTimeout(() => close(dialog.id, { outcome: 'timer' }), dialog.timerMs);
    return () => window.clearTimeout(id);
  }, [dialog.id, dialog.timerMs, close]);

  const titleId = `dialog-title-${dialog.id}`;
  const className = ['dialog', dialog.variant === 'stage' ? 'dialog--stage' : null, dialog.className ?? null];
  return (
    <dialog
      ref={ref}
      className={className.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        done({ outcome: 'cancel' });
      }}
    >
      {dialog.content ? (
        <>
          <DialogHeader dialog={dialog} onClose={() => done({ outcome: 'close' })} />
          {dialog.content((outcome) => done({ outcome }))}
        </>
      ) : (
        <DialogForm dialog={dialog} done={done} />
      )}
    </dialog>
  );
}

/** A dialog of the store's own making: its body, its fields checked on confirm, deny and confirm. */
function DialogForm({ dialog, done }: { dialog: Open; done: (result: DialogResult) => void }) {
  const fields = dialog.fields ?? [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ready, setReady] = useState(!dialog.confirmWaits);
  const confirm = useRef<HTMLButtonElement>(null);
  // What a press of confirm or Close does while the confirm waits (the body's: a reveal skips),
  // and what the confirm says meanwhile (state: the button's words change with it).
  const [early, setEarly] = useState<{ run: () => void; text?: string } | null>(null);
  const wait = useMemo<ConfirmWait>(() => ({ setReady, setEarly }), []);
  const tooEarly = () => early?.run();
  const earlyText = ready ? undefined : early?.text;
  // While the confirm waits for the body, Close waits too when the body says what to do instead:
  // one press never closes a reveal unseen.
  const onClose = () => {
    if (!ready && early) tooEarly();
    else done({ outcome: 'close' });
  };

  // A confirm that waited takes the focus once it can be pressed (Enter or Space then closes).
  useEffect(() => {
    if (!ready || !dialog.confirmWaits) return;
    const el = confirm.current;
    if (
      el &&
      (!document.activeElement ||
        el.form?.contains(document.activeElement) ||
        document.activeElement === document.body)
    )
      el.focus({ preventScroll: true });
  }, [ready, dialog.confirmWaits]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return tooEarly();
    if (fields.length === 0) return done({ outcome: 'confirm', values });
    // zod loads with the first dialog that has inputs, keeping it out of the landing page's code.
    const { validateFields } = await import('./validation.ts');
    const found = validateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) done({ outcome: 'confirm', values });
  };

  return (
    <form method="dialog" onSubmit={onSubmit} noValidate>
      <DialogHeader dialog={dialog} onClose={onClose} />
      {dialog.body ? (
        <div className="dialog__body">
          <ConfirmReady.Provider value={dialog.confirmWaits ? wait : null}>
            {dialog.body}
          </ConfirmReady.Provider>
        </div>
      ) : null}
      {fields.map((f) => {
        const id = `dialog-${dialog.id}-${f.name}`;
        return (
          <div key={f.name} className="field">
            <label htmlFor={id} className="field__label">
              {f.label}
            </label>
            <input
              id={id}
              name={f.name}
              type={f.kind === 'email' ? 'email' : f.kind === 'url' ? 'url' : 'text'}
              value={values[f.name] ?? ''}
              placeholder={f.placeholder}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
            {errors[f.name] ? (
              <span id={`${id}-error`} className="field__error" role="alert">
                {errors[f.name]}
              </span>
            ) : null}
          </div>
        );
      })}
      <footer className="dialog__actions">
        {dialog.denyText ? (
          <button type="button" className="button" onClick={() => done({ outcome: 'deny' })}>
            {dialog.denyText}
          </button>
        ) : null}
        <button
          ref={confirm}
          type="submit"
          className={`button ${dialog.destructive ? 'button--danger' : 'button--primary'}`}
          autoFocus={ready}
          // Until the body is ready a press goes to the body (a reveal skips to its end) rather
          // than nowhere: live, saying what it does, when the body names it (earlyText); else it
          // looks off (components.css), yet pressable.
          aria-disabled={(!ready && !earlyText) || undefined}
        >
          {earlyText ?? dialog.confirmText ?? 'OK'}
        </button>
      </footer>
    </form>
  );
}

/** Shows the first open dialog of the store. */
export function DialogHost() {
  const first = useDialogs((s) => s.dialogs[0]);
  return first ? <DialogView key={first.id} dialog={first} /> : null;
}

/**
 * A dialog of the store shown while a screen's own state says so (a listing being bought, a good
 * to sell in the address): opened when `key` appears, closed when it changes or goes or the screen
 * unmounts. `onClosed` runs when the player (or the content) closed it.
 */
export function useDialogWhile(
  key: string | null,
  spec: () => DialogSpec,
  onClosed: (result: DialogResult) => void,
): void {
  const latest = useRef({ spec, onClosed });
  useEffect(() => {
    latest.current = { spec, onClosed };
  });
  useEffect(() => {
    if (key === null) return;
    const shown = new AbortController();
    void openDialog({ ...latest.current.spec(), signal: shown.signal }).then((result) => {
      if (!shown.signal.aborted) latest.current.onClosed(result);
    });
    return () => shown.abort();
  }, [key]);
}
