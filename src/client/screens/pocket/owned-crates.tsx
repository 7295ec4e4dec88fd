import { CRATE_NAMES, crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { useEffect } from 'react';
import { afterHeroFigure } from '../../app/first-screen.ts';
import { preloadReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { GameImage } from '../../ui/game-image.tsx';
import { withArticle } from '../../ui/format.ts';
import { MakeRoomLink } from '../../ui/make-room.tsx';
import { traitCapShort } from '../../ui/trait-cap.ts';
import { useOpenWithPopup } from './use-open-with-popup.tsx';

/** The trait limit's line over the crates, which each Open it bears on names. */
const CAP_ID = 'crates-cap';

/** Unopened crates, each with Open. */
export function OwnedCrates({ pocket }: { pocket: PocketView }) {
  const { run, isPending } = useOpenWithPopup();
  const crates = pocket.ownedCrates.filter((c) => c.count > 0 && isCrateKind(c.kind));
  // Each owned crate's picture decoded and kept ahead of its Open: the pop-up's first frame shows
  // it (the thumb above is lazy and small; at 4x the pop-up waited 5 frames for the picture), once
  // the Warlord above is whole.
  const kinds = crates.map((c) => c.kind).join(',');
  const cap = traitCapShort(
    pocket,
    crates.map((c) => c.kind as 0),
  );
  useEffect(() => {
    let live = true;
    void afterHeroFigure().then(() => {
      if (!live) return;
      for (const kind of kinds.split(',').filter(Boolean)) preloadReveal(crateImage(Number(kind) as 0));
    });
    return () => {
      live = false;
    };
  }, [kinds]);
  return (
    <section className="section" aria-labelledby="crates-title">
      <h2 id="crates-title">Crates</h2>
      {crates.length === 0 ? (
        <p className="muted">No unopened crates. Buy some below or win them on expeditions.</p>
      ) : null}
      {/* The trait limit, said once over the crates it bears on (it stood under each of them). */}
      {cap ? (
        <div className="crates-cap">
          <p id={CAP_ID} className="note note--warn">
            {cap}
          </p>
          <MakeRoomLink pocket={pocket} />
        </div>
      ) : null}
      {/* Tiles wide enough for "Expedition IV" on one line beside the crate (review r34: at 200 px "Expedition I" wrapped at 1440x900). */}
      <ul className="grid goods" style={{ ['--min' as string]: '230px' }}>
        {crates.map((c) => {
          const name = CRATE_NAMES[c.kind as 0];
          const capped = traitCapShort(pocket, [c.kind as 0]) !== null;
          return (
            <li key={c.kind} className="card good">
              <div className="good__head">
                <GameImage className="thumb" src={crateImage(c.kind as 0)} alt={`${name} crate`} />
                <div>
                  <strong>{name}</strong>
                  <div className="muted">×{c.count}</div>
                </div>
              </div>
              <button
                className="button button--primary button--small"
                disabled={isPending}
                aria-label={`Open ${withArticle(name)} crate`}
                aria-describedby={capped ? CAP_ID : undefined}
                onClick={() => run(c.kind)}
              >
                Open
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
