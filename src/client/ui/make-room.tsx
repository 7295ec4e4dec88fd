import { Link } from 'react-router';
import { MAX_DISTINCT_TRAITS } from '../../rules/reward.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import { useDialogs } from '../dialogs/dialog-store.ts';

/** Where the make-room offer leads: Craft, the traits not worn first, each with its cleave XP. */
export const MAKE_ROOM_PATH = '/craft?room=1';

/** The offer's words, the same wherever the 12-trait limit is said. */
export const MAKE_ROOM_TEXT = "Make room: cleave a trait you don't wear";

/** Whether the player holds the most distinct traits a Warlord may (game-design.md 4). */
export function atTraitCap(pocket: PocketView | undefined): boolean {
  return pocket !== undefined && pocket.ownedTraits.length >= MAX_DISTINCT_TRAITS;
}

/**
 * The way out of the 12-trait limit, a small line of its own under where the limit is said (a
 * crate held, the gumball, a crate's buy confirm, a reveal whose cards became shards): a link to
 * Craft's cleave list. Shown at the limit only (`show`, else `pocket` at 12); a dialog it sits in
 * is closed as it leads away (a buy confirm so closed buys nothing).
 */
export function MakeRoomLink({ pocket, show }: { pocket?: PocketView | undefined; show?: boolean }) {
  if (!(show ?? atTraitCap(pocket))) return null;
  const closeDialogs = () => {
    const { dialogs, close } = useDialogs.getState();
    for (const d of dialogs) close(d.id, { outcome: 'close' });
  };
  return (
    <Link className="make-room" to={MAKE_ROOM_PATH} onClick={closeDialogs}>
      {MAKE_ROOM_TEXT}
    </Link>
  );
}
