import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { useApplyColorMode } from '../settings/color-mode.ts';
import { DialogHost } from '../dialogs/dialog.tsx';
import { startBuildCheck } from '../app/build-check.ts';
import { BUILD_ID } from '../app/build-id.ts';
import { pageTitle } from '../app/page-title.ts';
import { TOAST_MS } from '../ui/toast.ts';
import { useConnection } from '../game/connection.ts';
import { OfflineScreen } from './offline-screen.tsx';
import { ConnectionBanner } from './connection-banner.tsx';

/**
 * Around every page: colour mode, the tab's title, toasts, dialogs, the new-build poll, the "Reconnecting…" banner
 * while the server does not answer, and the offline screen instead of the page when it never answered.
 */
export function RootLayout() {
  useApplyColorMode();
  useEffect(() => (import.meta.env.PROD ? startBuildCheck(BUILD_ID) : undefined), []);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  const unreachable = useConnection((s) => s.unreachable);
  return (
    <>
      {unreachable ? <OfflineScreen /> : <Outlet />}
      {unreachable ? null : <ConnectionBanner />}
      <DialogHost />
      {/* Toasts: bottom right, dark; confirmations 1 s, errors 6 s with a close button (ui/toast.ts); paused
          while hovered. Never over the HUD's links and switches nor a page's heading and its controls
          (the newcomer review found both covered): at the bottom, above the tab bar and, on the map,
          above the portrait sheet and a stage run's buttons (layout.css `--notice-bottom`), and above
          a level-up banner standing low (clear-spot.ts `--toast-lift`). */}
      <Toaster
        position="bottom-right"
        // Every toast in full, one above another: a second (an order done) no longer hides the
        // first (a trait applied, with the Warlord dressed in it) behind it.
        expand
        offset={{ bottom: 'max(var(--notice-bottom, 12px), var(--toast-lift, 0px))', right: 16 }}
        mobileOffset={{ bottom: 'max(var(--notice-bottom, 12px), var(--toast-lift, 0px))', right: 8 }}
        duration={TOAST_MS}
        theme="dark"
        closeButton={false}
        richColors
      />
      <ScrollRestoration />
    </>
  );
}
