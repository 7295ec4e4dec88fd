import { TRAIT_CATEGORIES, TRAITS, traitIcon } from '../../../rules/catalog/traits.ts';
import { cleaveXp, traitCardsRequired } from '../../../rules/formulas/cards.ts';
import { traitBoostValue } from '../../../rules/formulas/stats.ts';
import { CatalogGood, CatalogRarity } from './catalog-good.tsx';

/** Every trait of the game, by category, with its picture: boost, cards for the first upgrade, cleave XP. */
export function TraitCatalog() {
  return (
    <section className="section" aria-labelledby="trait-catalog">
      <h2 id="trait-catalog">All traits</h2>
      {TRAIT_CATEGORIES.map((cat) => (
        <details key={cat.key} className="card catalog">
          <summary>
            {cat.key} <span className="muted">· boosts {cat.stats.join(' and ')}</span>
          </summary>
          <div className="catalog__scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Trait</th>
                  <th scope="col">Rarity</th>
                  <th scope="col">Boost at level 1</th>
                  <th scope="col">Cards to level 2</th>
                  <th scope="col">Cleave at level 1</th>
                </tr>
              </thead>
              <tbody>
                {TRAITS.filter((t) => t.category === cat.key).map((t) => (
                  <tr key={t.id} className={`rarity-${t.rarity}`}>
                    <td>
                      <CatalogGood img={traitIcon(t)} name={t.name} />
                    </td>
                    <CatalogRarity rarity={t.rarity} />
                    <td>+{traitBoostValue(t.rarity, 1)}</td>
                    <td>{traitCardsRequired(t.rarity, 1)}</td>
                    <td>{cleaveXp(t.rarity, 1)} XP</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </section>
  );
}
