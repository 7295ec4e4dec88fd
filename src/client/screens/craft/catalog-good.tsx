import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { RarityMark } from '../../ui/reward-list.tsx';

/**
 * A good's cell in the public catalogs: its picture (the trait's icon or the item's art, as the
 * collection book and reward tiles show them), loaded when scrolled near, on a parchment tile in
 * its rarity's frame, and its name beside it (the picture is decoration: alt="").
 */
export function CatalogGood({ img, name }: { img: string; name: string }) {
  return (
    <span className="catalog__good">
      <GameImage className="catalog__art" src={img} alt="" fallback={name} />
      <span className="catalog__name">{name}</span>
    </span>
  );
}

/** A good's rarity cell: its mark and word, so it is never told by colour alone. */
export function CatalogRarity({ rarity }: { rarity: number }) {
  return (
    <td className="rarity-text">
      <span className="catalog__rarity">
        <RarityMark rarity={rarity} />
        {RARITY_NAMES[rarity as 0]}
      </span>
    </td>
  );
}
