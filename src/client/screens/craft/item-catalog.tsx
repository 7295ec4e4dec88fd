import { ITEMS, isPotion, isWeapon } from '../../../rules/catalog/items.ts';
import { itemCardsRequired, itemUpgradeShards, weaponEnergyCost } from '../../../rules/formulas/cards.ts';
import { weaponStat } from '../../../rules/formulas/stats.ts';
import { formatNumber } from '../../ui/format.ts';
import { CatalogGood, CatalogRarity } from './catalog-good.tsx';

const STAT_LABEL = { power: 'power', stealth: 'stealth', both: 'power + stealth' } as const;

/** Every weapon, spell and potion, with its picture: what it gives and what its first upgrade takes. */
export function ItemCatalog() {
  const weapons = ITEMS.filter(isWeapon);
  const potions = ITEMS.filter(isPotion);
  return (
    <section className="section" aria-labelledby="item-catalog">
      <h2 id="item-catalog">All items</h2>
      <details className="card catalog">
        <summary>Weapons and spells</summary>
        <div className="catalog__scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Rarity</th>
                <th scope="col">Keywords</th>
                <th scope="col">At level 1</th>
                <th scope="col">To level 2</th>
                <th scope="col">Energy a stage</th>
              </tr>
            </thead>
            <tbody>
              {weapons.map((w) => (
                <tr key={w.id} className={`rarity-${w.rarity}`}>
                  <td>
                    <CatalogGood img={w.img} name={w.name} />
                  </td>
                  <CatalogRarity rarity={w.rarity} />
                  <td>{w.keywords.join(', ')}</td>
                  <td>
                    +{weaponStat(w.rarity, 1)} {STAT_LABEL[w.stat]}
                  </td>
                  <td>
                    {itemCardsRequired(w.rarity, 1)} cards, {formatNumber(itemUpgradeShards(w.rarity, 1))}{' '}
                    shards
                  </td>
                  <td>+{weaponEnergyCost(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <details className="card catalog">
        <summary>Potions</summary>
        <div className="catalog__scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Potion</th>
                <th scope="col">Rarity</th>
                <th scope="col">Effect</th>
                <th scope="col">Uses</th>
              </tr>
            </thead>
            <tbody>
              {potions.map((p) => (
                <tr key={p.id} className={`rarity-${p.rarity}`}>
                  <td>
                    <CatalogGood img={p.img} name={p.name} />
                  </td>
                  <CatalogRarity rarity={p.rarity} />
                  <td>{p.description}</td>
                  <td>{p.usages}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
