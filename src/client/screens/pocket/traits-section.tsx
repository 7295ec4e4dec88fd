import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { showDressed } from '../../ui/dressed-toast.tsx';
import { traitIcon } from '../../../rules/catalog/traits.ts';
import { useApplyTrait } from '../../api/traits-actions.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { CardsProgress } from '../../ui/cards-progress.tsx';
import { boostText } from '../../ui/boost-text.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { CollectionBook, collectionCount } from './collection-book.tsx';

/** Owned traits: level, cards toward the next level, boost, and Apply. */
export function TraitsSection({ pocket }: { pocket: PocketView }) {
  const apply = useApplyTrait();
  const book = collectionCount(pocket);
  return (
    <section className="section" aria-labelledby="traits-title">
      <div className="section__head">
        <h2 id="traits-title">Traits</h2>
        <span className="muted">One per category is worn; upgrade and cleave in Craft.</span>
        <button
          type="button"
          className="button button--small book__open"
          onClick={() =>
            void openDialog({
              title: 'Collection book',
              body: <CollectionBook pocket={pocket} />,
              confirmText: 'Done',
              className: 'book-dialog',
            })
          }
        >
          Collection book · {book.held} of {book.of}
        </button>
      </div>
      {pocket.ownedTraits.length === 0 ? (
        <p className="muted">No traits yet: open crates to find some.</p>
      ) : null}
      <ul className="grid goods" style={{ ['--min' as string]: '230px' }}>
        {pocket.ownedTraits.map((t) => (
          <li
            key={t.id}
            className={`card good rarity-${t.rarity} rarity-border${t.applied ? ' card--selected' : ''}`}
          >
            <div className="good__head">
              <GameImage className="thumb" src={traitIcon(t)} alt={t.name} />
              <div>
                <strong>{t.name}</strong>
                <div className="muted">
                  {t.typeName} · <span className="rarity-text">{RARITY_NAMES[t.rarity]}</span>
                </div>
                <div>Level {t.level}</div>
              </div>
            </div>
            <small className="muted">{boostText(t.boost)}</small>
            <CardsProgress cards={t.cards} required={t.cardsRequired} maxLevel={t.maxLevel} />
            <button
              className="button button--small"
              disabled={t.applied || apply.isPending}
              aria-label={t.applied ? `${t.name} is applied` : `Apply ${t.name}`}
              onClick={() =>
                apply.mutate(t.id, { onSuccess: (res) => showDressed(`${t.name} applied`, res.warlord) })
              }
            >
              {t.applied ? 'Applied' : 'Apply'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
