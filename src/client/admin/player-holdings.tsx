import { CRATE_NAMES, CRATE_KINDS, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { ITEMS, itemById } from '../../rules/catalog/items.ts';
import { RARITY_NAMES } from '../../rules/catalog/rarity.ts';
import { TRAITS, traitById } from '../../rules/catalog/traits.ts';
import { VOUCHERS } from '../../rules/catalog/vouchers.ts';
import { wireMissionField } from '../../contract/wire.ts';
import { MISSION_FIELDS } from '../../rules/state.ts';
import type { PlayerDetail } from './admin-api.ts';
import { utcLabel } from './utc.ts';
import { DataTable } from './data-table.tsx';

const rarity = (r: number) => RARITY_NAMES[r] ?? String(r);

/** The name of a good of a listing or a ledger row. */
function goodName(kind: string, id: number): string {
  if (kind === 'trait') return `${traitById(id)?.name ?? '?'} (trait ${id})`;
  if (kind === 'item') return `${itemById(id)?.name ?? '?'} (item ${id})`;
  return `${CRATE_NAMES[id as CrateKind] ?? '?'} crate`;
}

/** What a player holds, as readable tables: Warlord, crates, traits, items, vouchers, XP, listings, expedition, regions. */
export function PlayerHoldings({ data }: { data: PlayerDetail }) {
  const { pocket, expedition, warlord } = data;
  const run = expedition.expedition;
  const region = expedition.regions.find((r) => r.id === run.region);
  const state = run.hidden ? 'none running' : run.finished ? 'finished, to claim' : 'running';
  return (
    <div className="admin-holdings">
      <DataTable
        name="Warlord"
        header={['level', 'rank', 'XP in level', 'energy', 'yield', 'exploration', 'power', 'stealth']}
        rows={[
          [
            warlord.level,
            warlord.rank,
            `${warlord.points} / ${warlord.requiredPoints}`,
            `${warlord.energy} / ${warlord.maxEnergy}`,
            warlord.stats.yield,
            warlord.stats.exploration,
            warlord.stats.power,
            warlord.stats.stealth,
          ],
        ]}
      />
      <DataTable
        name="Crates"
        header={['kind', 'crate', 'count']}
        rows={pocket.ownedCrates.map((c) => [c.kind, CRATE_NAMES[c.kind as CrateKind] ?? '?', c.count])}
      />
      <DataTable
        name="Traits"
        header={['slot', 'id', 'name', 'rarity', 'level', 'spare cards', 'applied']}
        rows={pocket.ownedTraits.map((t) => [
          t.typeName,
          t.id,
          t.name,
          rarity(t.rarity),
          t.level,
          t.cards,
          t.applied ? 'yes' : '',
        ])}
      />
      <DataTable
        name="Items"
        header={['type', 'id', 'name', 'rarity', 'level', 'spare cards', 'usages left', 'applied']}
        rows={pocket.ownedItems.map((i) => [
          i.typeName,
          i.id,
          i.name,
          rarity(i.rarity),
          i.level,
          i.cards,
          i.kind === 'Consumable' ? `${i.usagesLeft} (${i.fullUsages} a potion)` : '',
          i.applied ? 'yes' : '',
        ])}
      />
      <DataTable
        name="Vouchers"
        header={['voucher', 'count']}
        rows={VOUCHERS.map((v) => [`${v.name} (${v.key})`, pocket.ownedVouchers[v.key] ?? 0])}
      />
      <DataTable
        name="XP by category"
        header={['category', 'XP']}
        rows={[...MISSION_FIELDS.map((f) => [f, data.xp[f] ?? 0]), ['total', pocket.xpCurrency]]}
      />
      <DataTable
        name="Open listings"
        header={['good', 'left', 'unit price', 'expires']}
        rows={data.listings.map((l) => [
          goodName(l.goodKind, l.goodId),
          l.quantityLeft,
          l.price,
          utcLabel(l.expiresAt),
        ])}
      />
      <DataTable
        name="Expedition"
        header={['region', 'stage', 'state', 'shards gathered', 'crates gathered']}
        rows={[
          [
            `${region?.name ?? '?'} (${run.region}, level ${run.regionLevel})`,
            run.hidden ? '' : run.stage,
            state,
            run.hidden ? '' : run.gainedRewards.shards,
            run.hidden ? '' : run.gainedRewards.crates.length,
          ],
        ]}
      />
      <DataTable
        name="Regions"
        header={['region', 'level', 'rank needed', 'state']}
        rows={expedition.regions.map((r) => [
          `${r.name} (${r.id})`,
          r.level,
          r.rankRequired,
          r.locked ? 'locked' : r.cooldownTill ? `cooling until ${utcLabel(r.cooldownTill)}` : 'ready',
        ])}
      />
    </div>
  );
}

/** Every good a grant or correction can name, beside shards and TWC: value `kind:id`. */
export function GoodOptions() {
  return (
    <>
      <option value="">(none)</option>
      <optgroup label="XP">
        {MISSION_FIELDS.map((f) => (
          <option key={f} value={`xp:${f}`}>
            XP: {f}
          </option>
        ))}
      </optgroup>
      <optgroup label="Trait cards">
        {TRAITS.map((t) => (
          <option key={t.id} value={`trait:${t.id}`}>
            {t.category}: {t.name} ({rarity(t.rarity)}, {t.id})
          </option>
        ))}
      </optgroup>
      <optgroup label="Items (weapon cards, whole potions)">
        {ITEMS.map((i) => (
          <option key={i.id} value={`item:${i.id}`}>
            {i.typeName}: {i.name} ({rarity(i.rarity)}, {i.id})
          </option>
        ))}
      </optgroup>
      <optgroup label="Vouchers">
        {VOUCHERS.map((v) => (
          <option key={v.key} value={`voucher:${v.key}`}>
            Voucher: {v.name} ({v.key})
          </option>
        ))}
      </optgroup>
      <optgroup label="Crates">
        {CRATE_KINDS.map((k) => (
          <option key={k} value={`crate:${k}`}>
            Crate: {CRATE_NAMES[k]}
          </option>
        ))}
      </optgroup>
    </>
  );
}

/** The grant body's part for one good picked in GoodOptions (`kind:id`) and a signed amount. */
export function goodBody(good: string, n: number) {
  const [kind, id] = good.split(':') as [string, string];
  switch (kind) {
    case 'xp': {
      if (id === 'rewardXp') return { xp: n };
      const xpCategory = MISSION_FIELDS.find((f) => f === id);
      // The grant's body takes the wire's name of the field (`refferalXp`).
      return xpCategory ? { xp: n, xpCategory: wireMissionField(xpCategory) } : {};
    }
    case 'trait':
      return { traitCards: [{ id: Number(id), count: n }] };
    case 'item':
      return { itemCards: [{ id: Number(id), count: n }] };
    case 'voucher':
      return { vauchers: [{ vaucher: id, count: n }] };
    case 'crate':
      return { crates: [{ kind: Number(id), count: n }] };
    default:
      return {};
  }
}
