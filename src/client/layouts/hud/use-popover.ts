import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A HUD popover's open state: open on one path only (a navigation closes it), closed by Escape or a
 * press outside its wrapper (`wrap`) while no pop-up is open over it; `onClose` (a stable function) runs each time it closes.
 */
export function usePopover(onClose?: () => void) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A pop-up opened from the tray (an order's reveal) is not "outside": the tray stays under it.
    const inDialog = () => document.querySelector('dialog[open]') !== null;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !inDialog() && setOpenOn(null);
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node) && !inDialog()) setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
      onClose?.();
    };
  }, [open, onClose]);
  return {
    open,
    wrap,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  };
}
