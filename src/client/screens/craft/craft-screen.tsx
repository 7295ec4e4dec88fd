import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../api/signed-in.ts';
import { useShownPocket } from '../../game/shown-views.ts';
import { OwnedTraitsCraft } from './owned-traits-craft.tsx';
import { OwnedItemsCraft } from './owned-items-craft.tsx';
import { TraitCatalog } from './trait-catalog.tsx';
import { ItemCatalog } from './item-catalog.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import './craft.css';

/** `/craft`: upgrade and cleave traits and items; the catalogs are readable signed out. */
export default function CraftScreen() {
  const signedIn = useSignedIn();
  const { data: pocket } = useShownPocket();
  // Come from the 12-trait limit's "Make room" (ui/make-room.tsx): the cleave list first.
  const [params] = useSearchParams();
  const makeRoom = params.has('room');
  return (
    <div>
      <div className="page__title">
        <h1>Craft</h1>
        <span className="muted">
          Upgrade with cards (weapons also take shards); cleave what you do not wear for craft XP.
        </span>
      </div>
      {!signedIn ? <SignInPrompt /> : null}
      {pocket ? (
        <>
          <OwnedTraitsCraft traits={pocket.ownedTraits} makeRoom={makeRoom} />
          <OwnedItemsCraft items={pocket.ownedItems} shards={pocket.shards} />
        </>
      ) : null}
      <TraitCatalog />
      <ItemCatalog />
    </div>
  );
}
