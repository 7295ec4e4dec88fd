import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { useApplyColorMode } from '../settings/color-mode.ts';
import { DialogHost } from '../dialogs/dialog.tsx';
import { startBuildCheck } from '../app/build-check.ts';
import { BUILD_ID } from '../app/build-id.ts';
import { TOAST_MS } from '../ui/toast.ts';
import { useConnection } from '../game/connection.ts';
import { OfflineScreen } from './offline-screen.tsx';
import { ConnectionBanner } from './connection-banner.tsx';

/**
 * Around every page: colour mode, toasts, dialogs, the new-build poll, the "Reconnecting…" banner
 * while the server does not answer, and the offline screen instead of the page when it never answered.
 */
export function RootLayout() {
  useApplyColorMode();
  useEffect(() => (import.meta.env.PROD ? startBuildCheck(BUILD_ID) : undefined), []);
  const unreachable = useConnection((s) => s.unreachable);
  return (
    <>
      {unreachable ? <OfflineScreen /> : <Outlet />}
      {unreachable ? null : <ConnectionBanner />}
      <DialogHost />
      {/* Toasts: top right, dark; confirmations 1 s, errors 6 s with a close button (ui/toast.ts); paused while hovered.
          Under the HUD, never over its links and switches (the newcomer review found them covered). */}
      <Toaster
        position="top-right"
        offset={{ top: 'calc(var(--hud-h, 56px) + 10px)', right: 16 }}
        mobileOffset={{ top: 'calc(var(--hud-h, 56px) + 10px)', right: 8 }}
        duration={TOAST_MS}
        theme="dark"
        closeButton={false}
        richColors
      />
      <ScrollRestoration />
    </>
  );
}
