import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../ui/icons.tsx';

/**
 * A modal on the native `<dialog>`: focus moves inside and is trapped by the browser, Escape and
 * the close button call `onClose`, and focus goes back where it was when it closes.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => before?.focus?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog market-dialog"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
