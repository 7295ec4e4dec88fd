import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './api/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { captureReferral } from './referral/referral.ts';
import { applyColorModeNow } from './settings/color-mode.ts';
import { installPressFeedback } from './sound/press-feedback.ts';
import { startServiceWorker } from './app/service-worker.ts';
import { afterFirstScreen } from './app/first-screen.ts';
import { keepInstallPrompt } from './app/install-prompt.ts';
import { watchPreloadErrors } from './app/chunk-reload.ts';
import { loadSession } from './session/session-api.ts';
import '@fontsource/cinzel/latin-700.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

// The session first: every route waits for it, and the router's first loads (the game layout's
// chunks, dozens of requests on six connections) would otherwise queue ahead of it.
void loadSession();
watchPreloadErrors();
installPressFeedback();
keepInstallPrompt();
captureReferral(window.location.search);
applyColorModeNow();
const router = createAppRouter();
// The service worker of production builds (vite.config.ts): an instant second start, the offline
// screen. Its precache waits for the first screen's own pictures (first-screen.ts).
if (import.meta.env.PROD)
  void afterFirstScreen()
    .then(() => import('virtual:pwa-register'))
    .then(({ registerSW }) => startServiceWorker(registerSW))
    // Its chunk unreachable (the server stopped before it loaded): the next start registers it.
    .catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
