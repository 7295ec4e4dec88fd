import { useEffect, useRef, useState } from 'react';
import { isPotion, itemById, type PotionEffect } from '../../../rules/catalog/items.ts';
import { CONSUMABLE_SLOTS } from '../../../rules/actions/item-applied.ts';
import type { OwnedPotionView, PocketView } from '../../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { useApplyItem } from '../../api/items-actions.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { usesLeftText } from '../../ui/potion-uses.ts';

/** A potion's effect in a few words, for a slot: "+30% shards", "+25% Fire", "-3 energy". */
export function shortEffect(effect: PotionEffect): string {
  switch (effect.kind) {
    case 'element':
      return `+${Math.round(effect.bonus * 100)}% ${effect.element}`;
    case 'melee':
      return `+${Math.round(effect.bonus * 100)}% melee`;
    case 'earn':
      return `+${Math.round(effect.bonus * 100)}% shards`;
    case 'energy':
      return `-${effect.cut} energy`;
  }
}

/** The potions the player could drink: those with usages left, and any still in a slot. */
export function drinkable(pocket: PocketView | undefined): OwnedPotionView[] {
  return (pocket?.ownedItems ?? []).filter(
    (i): i is OwnedPotionView => i.kind === 'Consumable' && (i.usagesLeft > 0 || i.applied),
  );
}

/**
 * Between stages, the two consumable slots for the next stage: each shows its potion (or Empty)
 * and opens a small picker of the owned potions and None. Picking swaps through the existing
 * unapply and apply calls; the server then answers the Warlord and the refetched expedition view
 * (its chance and shard outlook), which the stakes beside it read. Nothing when no potion is owned.
 */
export function PotionStrip({
  stage,
  warlord,
  pocket,
}: {
  stage: number;
  warlord: WarlordView | undefined;
  pocket: PocketView | undefined;
}) {
  const apply = useApplyItem('apply');
  const unapply = useApplyItem('unapply');
  const [open, setOpen] = useState<number | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  const opener = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    if (open === null) return;
    picker.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    // A tap or click elsewhere closes the picker (its own slot button toggles it).
    const away = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!picker.current?.contains(t) && !opener.current[open]?.contains(t)) setOpen(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const potions = drinkable(pocket);
  if (!warlord || potions.length === 0) return null;
  const slots = CONSUMABLE_SLOTS.map((s) => warlord.appliedItems[s] ?? -1);
  const busy = apply.isPending || unapply.isPending;
  const close = (slot: number) => {
    setOpen(null);
    opener.current[slot]?.focus();
  };
  const pick = async (slot: number, id: number | null) => {
    close(slot);
    const current = slots[slot]!;
    if (current === (id ?? -1)) return;
    // A refused call is told by the write's error toast (call-errors.ts); the slots show the server's state.
    try {
      if (current >= 0) await unapply.mutateAsync(current);
      if (id !== null) await apply.mutateAsync(id);
    } catch {
      // told already
    }
  };
  return (
    <div className="potion-strip" role="group" aria-label={`Potions for stage ${stage}`}>
      <span className="potion-strip__title">Potions for stage {stage}</span>
      <div className="potion-strip__slots">
        {slots.map((id, slot) => {
          const info = id >= 0 ? itemById(id) : undefined;
          const owned = potions.find((p) => p.id === id);
          const effect = info && isPotion(info) ? shortEffect(info.effect) : null;
          return (
            <div key={slot} className="potion-strip__slot">
              <button
                type="button"
                ref={(b) => {
                  opener.current[slot] = b;
                }}
                className="potion-strip__pick"
                aria-expanded={open === slot}
                aria-label={`Potion slot ${slot + 1}: ${info ? `${info.name}, ${effect}${owned ? `, ${usesLeftText(owned.usagesLeft)}` : ''}` : 'empty'}. Change`}
                disabled={busy}
                onClick={() => setOpen(open === slot ? null : slot)}
              >
                {info ? (
                  <>
                    <GameImage className="potion-strip__icon" src={info.img} alt="" fallback={info.name} />
                    <span className="potion-strip__effect">{effect}</span>
                    {owned ? <span className="potion-strip__uses">{owned.usagesLeft}×</span> : null}
                  </>
                ) : (
                  <span className="potion-strip__empty">+ Potion</span>
                )}
              </button>
              {open === slot ? (
                <div
                  ref={picker}
                  className="potion-picker"
                  role="group"
                  aria-label={`Choose the potion for slot ${slot + 1}`}
                  onKeyDown={(e) => {
                    if (e.key !== 'Escape') return;
                    e.preventDefault();
                    e.stopPropagation();
                    close(slot);
                  }}
                >
                  {potions.map((p) => {
                    const pInfo = itemById(p.id);
                    const other = slots.includes(p.id) && slots[slot] !== p.id;
                    return (
                      <button
                        key={p.id}
                        type="button"
                        className="potion-picker__option"
                        aria-pressed={slots[slot] === p.id}
                        disabled={other || p.usagesLeft <= 0}
                        onClick={() => void pick(slot, p.id)}
                      >
                        <GameImage className="potion-strip__icon" src={p.img} alt="" fallback={p.name} />
                        <span className="potion-picker__name">{p.name}</span>
                        <span className="potion-picker__effect">
                          {pInfo && isPotion(pInfo) ? shortEffect(pInfo.effect) : p.description}
                          {' · '}
                          {other ? 'in the other slot' : usesLeftText(p.usagesLeft)}
                        </span>
                      </button>
                    );
                  })}
                  <button
                    type="button"
                    className="potion-picker__option potion-picker__none"
                    aria-pressed={id < 0}
                    onClick={() => void pick(slot, null)}
                  >
                    None
                  </button>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
