import { itemById, isPotion, isWeapon } from '../../../rules/catalog/items.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';

type Stat = 'power' | 'stealth';

/** A stat short by less than this costs the chance little (d^2/400 of its part): no hint. */
const HINT_FROM = 5;

/** The trait categories that add to each stat (game-design section 4). */
const TRAITS_FOR: Record<Stat, string> = {
  power: 'Hair, Background or Special',
  stealth: 'Eyes, Suit or Special',
};

/**
 * What would raise the chance of a stage, from what the player holds: the stat that falls short
 * and by how much, the best unapplied weapon or spell for it, a potion that strengthens an applied
 * weapon, and the trait categories that add to it. Null when neither stat falls short by
 * HINT_FROM or more (the chance is then near its top).
 */
export function chanceHint(
  stats: { power: number; stealth: number },
  need: { power: number; stealth: number },
  pocket: PocketView | undefined,
): string | null {
  const short = (['power', 'stealth'] as const)
    .map((stat) => ({ stat, by: need[stat] - stats[stat] }))
    .filter((s) => s.by >= HINT_FROM)
    .sort((a, b) => b.by - a.by);
  if (short.length === 0) return null;
  const lack = short.map((s) => `${s.stat} by ${s.by}`).join(' and ');
  const main = short[0]!.stat;
  const tips: string[] = [];
  const weapons = (pocket?.ownedItems ?? []).filter((i) => i.kind === 'Weapon');
  const best = weapons
    .filter((w) => !w.applied && w.boost[main] > 0)
    .sort((a, b) => b.boost[main] - a.boost[main])[0];
  if (best) tips.push(`apply ${best.name} (+${best.boost[main]} ${main})`);
  const applied = weapons.filter((w) => w.applied);
  const potion = (pocket?.ownedItems ?? []).find((p) => {
    const info = p.kind === 'Consumable' && !p.applied && p.usagesLeft > 0 ? itemById(p.id) : undefined;
    if (!info || !isPotion(info)) return false;
    const effect = info.effect;
    return applied.some((w) => {
      const weapon = itemById(w.id);
      if (!weapon || !isWeapon(weapon)) return false;
      if (effect.kind === 'element') return weapon.keywords.includes(effect.element);
      return effect.kind === 'melee' && weapon.typeName === 'Melee';
    });
  });
  if (potion) tips.push(`drink ${potion.name} to boost your weapon`);
  if (!best && !potion) tips.push(`a weapon or spell that adds ${main}`);
  tips.push(`a higher ${TRAITS_FOR[main]} trait`);
  return `Short of ${lack}. To raise the chance: ${tips.join('; ')}.`;
}
