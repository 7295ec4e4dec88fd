import { useEffect, useRef } from 'react';
import { regionById } from '../../../rules/catalog/regions.ts';
import { useDialogs } from '../../dialogs/dialog-store.ts';
import { useGame, type LevelUp } from '../../game/game-store.ts';
import { buzz } from '../../sound/haptics.ts';
import { useHolding } from '../../game/reveal-hold.ts';
import { dropToastLift, placeClear } from './clear-spot.ts';
import './level-up.css';
import { playLater } from '../../sound/later.ts';

/** How long the banner stands (art-direction.md: level-up banner 1.5 s), then leaves. */
const STAND_S = 1.5;

/** The banner of level-up `id` is done: it goes (unless a newer one already took its place). */
function finish(id: number): void {
  useGame.setState((s) => (s.levelUp?.id === id ? { levelUp: null } : {}));
}

function Banner({ up }: { up: LevelUp }) {
  const root = useRef<HTMLDivElement>(null);
  const rankUp = up.rank > up.fromRank;
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // Where it covers neither the page's heading nor a control (it once stood over Craft's heading),
    // again whenever the page's layout changes under it (what caused it changes the page too).
    placeClear(el);
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeClear(el));
    };
    const resized = new ResizeObserver(again);
    resized.observe(document.body);
    const changed = new MutationObserver((records) => {
      if (records.some((r) => !el.contains(r.target))) again();
    });
    changed.observe(document.body, { childList: true, subtree: true });
    playLater('levelup', 1);
    buzz('reward');
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./level-up-motion.ts').then(
      (m) => {
        if (!gone) stop = m.playBanner(el, rankUp, STAND_S, () => finish(up.id));
      },
      // Its code did not arrive: the banner stays unseen and makes way for the next.
      () => finish(up.id),
    );
    return () => {
      gone = true;
      dropToastLift();
      resized.disconnect();
      changed.disconnect();
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [up.id, rankUp]);

  const names = up.unlocked.map((id) => regionById(id)?.title ?? `Region ${id}`);
  return (
    <div ref={root} className="level-up" role="status" data-testid="level-up-banner">
      <div className="level-up__burst" aria-hidden="true" />
      <p className="level-up__kicker">{rankUp ? 'Rank up!' : 'Level up!'}</p>
      <p className="level-up__title">
        {rankUp ? `Rank ${up.rank}` : `Level ${up.level}`}
        {rankUp ? (
          <span className="level-up__sub">
            <span className="visually-hidden">, </span>Level {up.level}
          </span>
        ) : null}
      </p>
      {names.length > 0 ? (
        <p className="level-up__line">
          Unlocked: <strong>{names.join(', ')}</strong>. See it on the map.
        </p>
      ) : (
        <p className="level-up__line">Your Warlord grows stronger.</p>
      )}
    </div>
  );
}

/**
 * Celebrates the last level-up or rank-up the server's answers showed: a themed banner (gsap; a
 * fade under reduced motion), the level-up sound and a buzz (both silent when muted). It waits
 * for any pop-up and any held balances (a crate's reveal) so it is seen after what caused it.
 */
export function LevelUpBanner() {
  const up = useGame((s) => s.levelUp);
  const blocked = useDialogs((s) => s.dialogs.length > 0);
  const holding = useHolding();
  if (!up || blocked || holding) return null;
  return <Banner key={up.id} up={up} />;
}
