import { itemById } from '../../../rules/catalog/items.ts';
import { showSuccess } from '../../ui/toast.ts';
import { useApplyItem } from '../../api/items-actions.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { GameImage } from '../../ui/game-image.tsx';

const SLOT_NAMES = ['Weapon 1', 'Weapon 2', 'Consumable 1', 'Consumable 2'];

/** The two weapon and two consumable slots, each emptied with Unapply. */
export function ItemSlots({ warlord }: { warlord: WarlordView }) {
  const unapply = useApplyItem('unapply');
  return (
    <div className="slots" aria-label="Equipped items" role="group">
      {warlord.appliedItems.map((id, i) => {
        const info = id >= 0 ? itemById(id) : undefined;
        return (
          <div key={i} className={`slot rarity-${info?.rarity ?? 0}`}>
            <span className="slot__name muted">{SLOT_NAMES[i]}</span>
            {info ? (
              <>
                <GameImage className="thumb" src={info.img} alt={info.name} />
                <strong className="rarity-text">{info.name}</strong>
                <button
                  className="button button--small"
                  disabled={unapply.isPending}
                  onClick={() =>
                    unapply.mutate(id, { onSuccess: () => showSuccess(`${info.name} unapplied`) })
                  }
                >
                  Unapply
                </button>
              </>
            ) : (
              <span className="slot__empty muted">Empty</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
