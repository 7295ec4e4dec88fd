import { useState } from 'react';
import { useLatestWarlord } from '../game/shown-views.ts';
import { declineInstall, install, installDeclined, useInstallPrompt } from '../app/install-prompt.ts';
import { useSession } from '../session/session-store.ts';

/** The Warlord level from which the game offers to be installed. */
export const INSTALL_FROM_LEVEL = 3;

/**
 * The game's offer to install it on the device, once the browser allows it and the player's
 * Warlord has reached level 3 (a player who came back a few times). "No thanks" is for good.
 */
export function InstallOffer() {
  const offer = useInstallPrompt((s) => s.offer);
  const player = useSession((s) => s.user?.profileId ?? null);
  const level = useLatestWarlord().data?.level ?? 0;
  const [declined, setDeclined] = useState(false);
  if (!offer || !player || level < INSTALL_FROM_LEVEL || declined || installDeclined(player)) return null;
  return (
    <aside className="card install-offer" aria-labelledby="install-offer-title" data-testid="install-offer">
      <img className="install-offer__icon" src="/images/app/icon-192.png" alt="" width={56} height={56} />
      <div className="install-offer__text">
        <h2 id="install-offer-title">Install Warlords</h2>
        <p>Keep the game on this device: it opens like an app, straight into your camp.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => void install()}>
            Install
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              declineInstall(player);
              setDeclined(true);
            }}
          >
            No thanks
          </button>
        </div>
      </div>
    </aside>
  );
}
