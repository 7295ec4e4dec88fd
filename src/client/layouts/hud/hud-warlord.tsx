import { useEffect, useState } from 'react';
import { useShownWarlord } from '../../game/shown-views.ts';
import { Link } from 'react-router';
import { WarlordAvatar } from '../../ui/warlord-avatar.tsx';
import { formatNumber } from '../../ui/format.ts';
import { preloadWarlord } from '../../ui/warlord-pictures.ts';

/** How long the ring stays full on a level-up before it starts again from the new level's XP. */
const FULL_MS = 800;

/**
 * The HUD's Warlord: its head in a ring that fills with XP toward the next level, its rank as a
 * badge; a link to /pocket, where it stands large. On a level-up the ring fills, then resets.
 */
export function HudWarlord() {
  const warlord = useShownWarlord().data;
  const level = warlord?.level ?? 0;
  const [fullUntilLevel, setFull] = useState<number | null>(null);
  const [lastLevel, setLastLevel] = useState(level);
  if (level !== lastLevel) {
    setLastLevel(level);
    if (lastLevel > 0 && level > lastLevel) setFull(level);
  }
  useEffect(() => {
    if (fullUntilLevel === null) return;
    const id = window.setTimeout(() => setFull(null), FULL_MS);
    return () => window.clearTimeout(id);
  }, [fullUntilLevel]);
  // The whole figure's pictures (weapons too), from the first page on: the /pocket and /profile
  // portrait then draws its Warlord whole in its first frame (warlord-pictures.ts).
  const traitsKey = warlord?.appliedTraits.join(',');
  const itemsKey = warlord?.appliedItems.join(',');
  useEffect(() => {
    if (traitsKey === undefined) return;
    const list = (k: string | undefined) => (k ? k.split(',').map(Number) : []);
    preloadWarlord(list(traitsKey), list(itemsKey));
  }, [traitsKey, itemsKey]);
  if (!warlord) return <span className="hud-warlord" aria-hidden="true" />;
  const progress = fullUntilLevel !== null ? 1 : warlord.points / Math.max(1, warlord.requiredPoints);
  // The name starts with what the badge shows (rank, then "Lv N"), so that a person who says what
  // they see (voice control) names it: WCAG 2.5.3, label in name.
  const label =
    `Rank ${warlord.rank} Lv ${warlord.level}: your Warlord, ` +
    `${formatNumber(warlord.points)} of ${formatNumber(warlord.requiredPoints)} XP to level ${warlord.level + 1}`;
  return (
    <Link to="/pocket" className="hud-warlord" aria-label={label} title={label} data-testid="hud-warlord">
      <WarlordAvatar appliedTraits={warlord.appliedTraits} size={48} progress={progress} />
      <span className="hud-warlord__rank" aria-hidden="true">
        {warlord.rank}
      </span>{' '}
      <span className="hud-warlord__level" aria-hidden="true">
        Lv {warlord.level}
      </span>
    </Link>
  );
}
