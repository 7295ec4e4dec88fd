import { itemById } from '../../rules/catalog/items.ts';
import { RARITY_NAMES } from '../../rules/catalog/rarity.ts';
import { traitById, traitIcon } from '../../rules/catalog/traits.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
import { GameImage } from './game-image.tsx';
import { RarityMark } from './reward-list.tsx';
import './warlord-worn.css';

const STATS = ['yield', 'exploration', 'power', 'stealth'] as const;

/** The Warlord's four stats as tiles (beside its portrait on /pocket and /profile). */
export function WarlordStats({ stats }: { stats: WarlordView['stats'] }) {
  return (
    <dl className="stats">
      {STATS.map((s) => (
        <div key={s} className="stat">
          <dt>{s}</dt>
          <dd>{stats[s]}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Worn {
  key: string;
  name: string;
  kind: string;
  rarity: number;
  level: number | null;
  img: string;
}

/** What the Warlord wears: its traits, then its weapons and potions, each with rarity and level. */
export function wornGoods(warlord: WarlordView, pocket: PocketView | undefined): Worn[] {
  const traits = warlord.appliedTraits.flatMap((id): Worn[] => {
    const info = traitById(id);
    if (!info) return [];
    const level = pocket?.ownedTraits.find((t) => t.id === id)?.level ?? null;
    return [
      {
        key: `t${id}`,
        name: info.name,
        kind: info.category,
        rarity: info.rarity,
        level,
        img: traitIcon(info),
      },
    ];
  });
  const items = warlord.appliedItems.flatMap((id, slot): Worn[] => {
    const info = id >= 0 ? itemById(id) : undefined;
    if (!info) return [];
    const level =
      info.kind === 'Weapon' ? (pocket?.ownedItems.find((i) => i.id === id)?.level ?? null) : null;
    return [
      { key: `i${slot}`, name: info.name, kind: info.typeName, rarity: info.rarity, level, img: info.img },
    ];
  });
  return [...traits, ...items];
}

/**
 * What the Warlord wears, each with its picture, kind, rarity (mark and word, never colour alone)
 * and level: it fills the room beside the portrait with what makes this Warlord its own.
 */
export function WarlordWorn({
  warlord,
  pocket,
  heading: Heading = 'h3',
}: {
  warlord: WarlordView;
  pocket: PocketView | undefined;
  heading?: 'h2' | 'h3';
}) {
  const worn = wornGoods(warlord, pocket);
  return (
    <div className="worn">
      <Heading className="worn__title">Wearing</Heading>
      {worn.length === 0 ? (
        <p className="muted">Nothing yet: apply traits and items in your pocket.</p>
      ) : (
        <ul className="worn__list">
          {worn.map((w) => (
            <li key={w.key} className={`worn__good rarity-${w.rarity}`}>
              <GameImage className="worn__thumb" src={w.img} alt="" />
              <span className="worn__text">
                <strong>{w.name}</strong>
                <small>
                  {w.kind} ·{' '}
                  <span className="rarity-text worn__rarity">
                    <RarityMark rarity={w.rarity} />
                    {RARITY_NAMES[w.rarity as 0]}
                  </span>
                  {w.level === null ? null : ` · level ${w.level}`}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
