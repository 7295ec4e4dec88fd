import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { showDressed } from '../../ui/dressed-toast.tsx';
import { useApplyItem } from '../../api/items-actions.ts';
import type { OwnedItemView, PocketView } from '../../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { CardsProgress } from '../../ui/cards-progress.tsx';
import { boostText } from '../../ui/boost-text.ts';
import { potionUsesText } from '../../ui/potion-uses.ts';

function ItemDetail({ item }: { item: OwnedItemView }) {
  if (item.kind === 'Consumable') {
    return (
      <>
        <small>{item.description}</small>
        <small className="muted">{potionUsesText(item.usagesLeft, item.fullUsages)}</small>
      </>
    );
  }
  return (
    <>
      <small className="muted">
        {boostText(item.boost)} · {item.energyConsumption} energy a stage
      </small>
      <CardsProgress cards={item.cards} required={item.cardsRequired} maxLevel={item.maxLevel} />
    </>
  );
}

/** Owned weapons, spells and potions with Apply / Unapply. */
export function ItemsSection({ pocket, warlord }: { pocket: PocketView; warlord: WarlordView }) {
  const apply = useApplyItem('apply');
  const unapply = useApplyItem('unapply');
  const busy = apply.isPending || unapply.isPending;
  return (
    <section className="section" aria-labelledby="items-title">
      <div className="section__head">
        <h2 id="items-title">Items</h2>
        <span className="muted">Two weapon slots, two consumable slots.</span>
      </div>
      {pocket.ownedItems.length === 0 ? (
        <p className="muted">No items yet: Item crates hold weapons and potions.</p>
      ) : null}
      <ul className="grid goods" style={{ ['--min' as string]: '230px' }}>
        {pocket.ownedItems.map((item) => {
          const applied = warlord.appliedItems.includes(item.id);
          return (
            <li
              key={item.id}
              className={`card good rarity-${item.rarity} rarity-border${applied ? ' card--selected' : ''}`}
            >
              <div className="good__head">
                <GameImage className="thumb" src={item.img} alt={item.name} />
                <div>
                  <strong>{item.name}</strong>
                  <div className="muted">
                    {item.typeName} · <span className="rarity-text">{RARITY_NAMES[item.rarity]}</span>
                  </div>
                  {item.kind === 'Weapon' ? <div>Level {item.level}</div> : null}
                </div>
              </div>
              <ItemDetail item={item} />
              <button
                className="button button--small"
                disabled={busy || (item.kind === 'Consumable' && item.usagesLeft <= 0)}
                aria-label={`${applied ? 'Unapply' : 'Apply'} ${item.name}`}
                onClick={() =>
                  (applied ? unapply : apply).mutate(item.id, {
                    onSuccess: (res) =>
                      showDressed(`${item.name} ${applied ? 'unapplied' : 'applied'}`, res.warlord),
                  })
                }
              >
                {applied ? 'Unapply' : 'Apply'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
