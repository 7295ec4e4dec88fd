import { createContext, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '../ui/icons.tsx';
import { useDialogs, type DialogResult } from './dialog-store.ts';

/** Lets a dialog's body enable its confirm button (a spec with `confirmWaits`). */
const ConfirmReady = createContext<((ready: boolean) => void) | null>(null);

/** Says whether the dialog's confirm may be pressed now (only a `confirmWaits` dialog listens). */
export function useConfirmReady(ready: boolean): void {
  const set = useContext(ConfirmReady);
  useEffect(() => set?.(ready), [set, ready]);
}

type Open = ReturnType<typeof useDialogs.getState>['dialogs'][number];

/** One modal dialog on the native <dialog>: Escape cancels, focus stays inside while open. */
function DialogView({ dialog }: { dialog: Open }) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useDialogs((s) => s.close);
  const fields = dialog.fields ?? [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ready, setReady] = useState(!dialog.confirmWaits);
  const confirm = useRef<HTMLButtonElement>(null);
  const done = (result: DialogResult) => close(dialog.id, result);

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

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);

  useEffect(() => {
    if (!dialog.timerMs) return;
    const id = window.setTimeout(() => close(dialog.id, { outcome: 'timer' }), dialog.timerMs);
    return () => window.clearTimeout(id);
  }, [dialog.id, dialog.timerMs, close]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    if (fields.length === 0) return done({ outcome: 'confirm', values });
    // zod loads with the first dialog that has inputs, keeping it out of the landing page's code.
    const { validateFields } = await import('./validation.ts');
    const found = validateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) done({ outcome: 'confirm', values });
  };

  const titleId = `dialog-title-${dialog.id}`;
  return (
    <dialog
      ref={ref}
      className={dialog.variant === 'stage' ? 'dialog dialog--stage' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        done({ outcome: 'cancel' });
      }}
    >
      <form method="dialog" onSubmit={onSubmit} noValidate>
        <header className="dialog__header">
          <h2 id={titleId}>{dialog.title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => done({ outcome: 'close' })}
          >
            <CloseIcon />
          </button>
        </header>
        {dialog.body ? (
          <div className="dialog__body">
            <ConfirmReady.Provider value={dialog.confirmWaits ? setReady : null}>
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
            className="button button--primary"
            autoFocus={ready}
            disabled={!ready}
          >
            {dialog.confirmText ?? 'OK'}
          </button>
        </footer>
      </form>
    </dialog>
  );
}

/** Shows the first open dialog of the store. */
export function DialogHost() {
  const first = useDialogs((s) => s.dialogs[0]);
  return first ? <DialogView key={first.id} dialog={first} /> : null;
}
