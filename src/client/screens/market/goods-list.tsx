import { CRATE_NAMES, crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { itemById } from '../../../rules/catalog/items.ts';
import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { traitById } from '../../../rules/catalog/traits.ts';
import type { PocketView } from '../../api/types.ts';
import { GameImage } from '../../ui/game-image.tsx';

interface Good {
  key: string;
  name: string;
  img: string;
  detail: string;
  rarity?: number;
}

function goodsOf(pocket: PocketView): Good[] {
  const traits = pocket.ownedTraits.map((t): Good => {
    const info = traitById(t.id);
    return {
      key: `t${t.id}`,
      name: info?.name ?? `Trait ${t.id}`,
      img: info?.img ?? '',
      rarity: info?.rarity,
      detail: `${info?.category ?? 'Trait'} · level ${t.level} · ${t.cards} spare cards`,
    };
  });
  const items = pocket.ownedItems.map((i): Good => {
    const info = itemById(i.id);
    const potion = info?.kind === 'Consumable';
    return {
      key: `i${i.id}`,
      name: info?.name ?? `Item ${i.id}`,
      img: info?.img ?? '',
      rarity: info?.rarity,
      detail: potion ? `${i.usagesLeft} uses left` : `level ${i.level} · ${i.cards} spare cards`,
    };
  });
  const crates = pocket.ownedCrates
    .filter((c) => c.count > 0 && isCrateKind(c.kind))
    .map((c): Good => ({
      key: `c${c.kind}`,
      name: `${CRATE_NAMES[c.kind as 0]} crate`,
      img: crateImage(c.kind as 0),
      detail: `${c.count} unopened`,
    }));
  return [...traits, ...items, ...crates];
}

export function GoodsList({ pocket }: { pocket: PocketView }) {
  const goods = goodsOf(pocket);
  if (goods.length === 0) return <p className="muted">You hold no goods yet.</p>;
  return (
    <ul className="grid" style={{ listStyle: 'none', padding: 0, ['--min' as string]: '260px' }}>
      {goods.map((g) => (
        <li
          key={g.key}
          className={`card rarity-${g.rarity ?? 0}`}
          style={{ display: 'flex', gap: '0.75rem' }}
        >
          <GameImage className="thumb" src={g.img} alt={g.name} />
          <div>
            <strong>{g.name}</strong>
            {g.rarity !== undefined ? <div className="rarity-text">{RARITY_NAMES[g.rarity]}</div> : null}
            <div className="muted">{g.detail}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
