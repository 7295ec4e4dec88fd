import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { cleaveXp, itemShardsSpent, MAX_LEVEL } from '../../../rules/formulas/cards.ts';
import { weaponBoost, weaponStat } from '../../../rules/formulas/stats.ts';
import { isWeapon, itemById } from '../../../rules/catalog/items.ts';
import { useCleaveItem, useUpgradeItem } from '../../api/items-actions.ts';
import type { OwnedItemView, OwnedPotionView, OwnedWeaponView } from '../../../rules/views/pocket-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { CardsProgress } from '../../ui/cards-progress.tsx';
import { formatNumber } from '../../ui/format.ts';
import { confirmCleave } from './confirm-cleave.tsx';
import { potionUsesText } from '../../ui/potion-uses.ts';
import { confirmPaid } from '../../dialogs/confirm-paid.tsx';
import { CostTag, type Cost } from '../../ui/cost-tag.tsx';
import { useUpgradeMoment } from './upgrade-moment.tsx';

function WeaponCraftCard({ w, shards }: { w: OwnedWeaponView; shards: number }) {
  const upgrade = useUpgradeItem();
  const cleave = useCleaveItem();
  const xp = cleaveXp(w.rarity, w.level);
  const refund = Math.floor(itemShardsSpent(w.rarity, w.level) / 2);
  const canUpgrade = !w.maxLevel && w.cards >= w.cardsRequired && shards >= w.shardsRequired;
  const costs: Cost[] = [
    { amount: w.cardsRequired, currency: 'cards' },
    { amount: w.shardsRequired, currency: 'shards' },
  ];
  const { card, button, celebrate, view } = useUpgradeMoment();
  const onUpgrade = async () => {
    const go = await confirmPaid('upgrade', {
      title: `Upgrade ${w.name}?`,
      gets: `${w.name} goes to level ${w.level + 1}.`,
      costs,
      verb: 'Upgrade',
    });
    if (go)
      upgrade.mutate(w.id, {
        // The server's answer says the level reached; the rules say what it gives.
        onSuccess: (res) => {
          const info = itemById(w.id);
          const boost = (level: number) => (info && isWeapon(info) ? weaponBoost(info, level) : w.boost);
          celebrate({
            name: w.name,
            picture: w.img,
            rarity: w.rarity,
            from: w.level,
            to: res.upgradedItem.level,
            before: boost(w.level),
            after: boost(res.upgradedItem.level),
            costs,
          });
        },
      });
  };
  const gives = `${xp} craft XP${refund ? ` and ${formatNumber(refund)} shards back` : ''}`;
  const onCleave = async () => {
    if (await confirmCleave(w.name, gives)) cleave.mutate(w.id);
  };
  return (
    <li ref={card} className={`card good rarity-${w.rarity} rarity-border upgrade-host`}>
      {view}
      <div className="good__head">
        <GameImage className="thumb" src={w.img} alt={w.name} eager />
        <div>
          <strong>{w.name}</strong>
          <div className="muted">
            {w.typeName} · <span className="rarity-text">{RARITY_NAMES[w.rarity]}</span> · level {w.level}
          </div>
        </div>
      </div>
      <CardsProgress cards={w.cards} required={w.cardsRequired} maxLevel={w.maxLevel} />
      {w.level < MAX_LEVEL ? (
        <small>
          Upgrade: {w.cardsRequired} cards and {formatNumber(w.shardsRequired)} shards, stat{' '}
          {weaponStat(w.rarity, w.level)} → {weaponStat(w.rarity, w.level + 1)}
        </small>
      ) : null}
      <small>Cleave: {gives}</small>
      <div className="button-row">
        <button
          ref={button}
          className="button button--primary button--small"
          disabled={!canUpgrade || upgrade.isPending}
          onClick={() => void onUpgrade()}
        >
          Upgrade<span className="visually-hidden"> {w.name}</span>{' '}
          {w.maxLevel ? null : <CostTag costs={costs} />}
        </button>
        <button
          className="button button--small button--danger-quiet"
          disabled={w.applied || cleave.isPending}
          onClick={onCleave}
        >
          Cleave
        </button>
      </div>
    </li>
  );
}

function PotionCraftCard({ item }: { item: OwnedPotionView }) {
  const cleave = useCleaveItem();
  const xp = cleaveXp(item.rarity, item.level);
  const onCleave = async () => {
    if (await confirmCleave(item.name, `${xp} craft XP`)) cleave.mutate(item.id);
  };
  return (
    <li className={`card good rarity-${item.rarity} rarity-border`}>
      <div className="good__head">
        <GameImage className="thumb" src={item.img} alt={item.name} eager />
        <div>
          <strong>{item.name}</strong>
          <div className="muted">
            Potion · {potionUsesText(item.usagesLeft, item.fullUsages)} · not upgraded
          </div>
        </div>
      </div>
      <small>Cleave: {xp} craft XP</small>
      <button
        className="button button--small button--danger-quiet"
        disabled={item.applied || cleave.isPending}
        onClick={onCleave}
      >
        Cleave
      </button>
    </li>
  );
}

/** The player's weapons, spells and potions with Upgrade and Cleave. */
export function OwnedItemsCraft({ items, shards }: { items: OwnedItemView[]; shards: number }) {
  return (
    <section className="section" aria-labelledby="craft-items">
      <h2 id="craft-items">Your items</h2>
      {items.length === 0 ? <p className="muted">No items yet.</p> : null}
      <ul className="grid goods goods--upgrades" style={{ ['--min' as string]: '240px' }}>
        {items.map((item) =>
          item.kind === 'Weapon' ? (
            <WeaponCraftCard key={item.id} w={item} shards={shards} />
          ) : (
            <PotionCraftCard key={item.id} item={item} />
          ),
        )}
      </ul>
    </section>
  );
}
