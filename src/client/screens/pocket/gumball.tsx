import { useEffect } from 'react';
import type { CratesView } from '../../../rules/views/crates-view.ts';
import { confirmPaid } from '../../dialogs/confirm-paid.tsx';
import { CostTag } from '../../ui/cost-tag.tsx';
import { formatNumber } from '../../ui/format.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { useShownPocket } from '../../game/shown-views.ts';
import { MakeRoomLink } from '../../ui/make-room.tsx';
import { traitCapWarning } from '../../ui/trait-cap.ts';
import { DropOdds } from './drop-odds.tsx';
import { GUMBALL_IMAGE, useOpenWithPopup } from './use-open-with-popup.tsx';

/** The gumball machine: one free pull a day, then a price in shards; a pop-up titled 'Gumball'. */
export function Gumball({ gumball }: { gumball: CratesView['gumball'] }) {
  const { run, isPending } = useOpenWithPopup();
  // The machine's picture is in the browser before a pull, so its pop-up opens on it.
  useEffect(() => {
    new Image().src = GUMBALL_IMAGE;
  }, []);
  const cost = { amount: gumball.price, currency: 'shards' } as const;
  const pocket = useShownPocket().data;
  const cap = traitCapWarning(pocket, 'gumball');
  // The free pull asks nothing; a paid one asks once (unless the player said not to).
  const pull = async () => {
    if (
      gumball.freeToday ||
      (await confirmPaid('gumball', {
        title: 'Pull the gumball?',
        gets: 'One pull: one reward from the table below.',
        costs: [cost],
        verb: 'Pull',
      }))
    )
      run('gumball');
  };
  return (
    <li className="card good gumball" id="gumball">
      <div className="good__head">
        {/* The machine the pull's pop-up turns (the reveal's own picture), as each crate shows its own. */}
        <GameImage className="thumb" src={GUMBALL_IMAGE} alt="Gumball machine" eager />
        <div>
          <strong>Gumball</strong>
          <div className="muted">
            {gumball.freeToday ? 'Free pull today!' : `${formatNumber(gumball.price)} shards a pull`}
          </div>
        </div>
      </div>
      <DropOdds table={gumball.table} />
      {cap ? <p className="note note--warn">{cap}</p> : null}
      {cap ? <MakeRoomLink pocket={pocket} /> : null}
      <button
        className="button button--primary button--small"
        disabled={isPending}
        onClick={() => void pull()}
      >
        {gumball.freeToday ? (
          'Pull for free'
        ) : (
          <>
            Pull <CostTag costs={[cost]} />
          </>
        )}
      </button>
    </li>
  );
}
