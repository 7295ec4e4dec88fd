import { useState } from 'react';
import { setKindOn, setSystemOn, useNotices } from '../../game/notices.ts';
import { askSystemPermission, systemPermission } from '../../game/system-notices.ts';

/**
 * How the player hears that a region is back, in one line with its setting one tap away: region
 * notices turned off (turn them on), on in the game only (also as system notifications, which the
 * browser asks for on this click), or on everywhere.
 */
export function BackNotice() {
  const off = useNotices((s) => s.off.includes('region'));
  const system = useNotices((s) => s.system);
  const [permission, setPermission] = useState(systemPermission);
  if (off)
    return (
      <p className="back-notice">
        Region notices are off.{' '}
        <button type="button" className="link-button" onClick={() => void setKindOn('region', true)}>
          Tell me when a region is back
        </button>
      </p>
    );
  const canAsk = !system && (permission === 'default' || permission === 'granted');
  const askSystem = async () => {
    if (systemPermission() !== 'granted') await askSystemPermission();
    setPermission(systemPermission());
    if (systemPermission() === 'granted') await setSystemOn(true);
  };
  return (
    <p className="back-notice">
      The bell rings when a region is back
      {system && permission === 'granted' ? ', here or in the background.' : '.'}
      {canAsk ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={() => void askSystem()}>
            Notify me outside the game too
          </button>
        </>
      ) : null}
    </p>
  );
}
