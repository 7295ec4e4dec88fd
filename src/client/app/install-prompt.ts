/**
 * The browser's offer to install the game (`beforeinstallprompt`, Chromium's browsers), kept from
 * start-up so the game can make it at its own time: once a player reaches level 3
 * (layouts/install-offer.tsx). A "No thanks" is remembered per player in this browser, for good.
 */
import { create } from 'zustand';

/** The event Chromium fires when the page could be installed (not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const useInstallPrompt = create<{ offer: InstallPromptEvent | null }>(() => ({ offer: null }));

/** Listens for the browser's offer (once, at start-up) and forgets it once the game is installed. */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // the game offers it itself, at level 3
    useInstallPrompt.setState({ offer: e as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ offer: null }));
}

const dismissedKey = (player: string) => `warlords:install-declined:${player}`;

export function installDeclined(player: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(player)) === '1';
  } catch {
    return false;
  }
}

export function declineInstall(player: string): void {
  try {
    localStorage.setItem(dismissedKey(player), '1');
  } catch {
    // Storage off: the offer comes back on the next start.
  }
}

/** Shows the browser's own install dialog; the offer is used up whatever the answer. */
export async function install(): Promise<boolean> {
  const offer = useInstallPrompt.getState().offer;
  if (!offer) return false;
  useInstallPrompt.setState({ offer: null });
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}
