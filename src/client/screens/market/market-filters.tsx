import { CRATE_KINDS, CRATE_NAMES } from '../../../rules/catalog/crate-kinds.ts';
import { ITEMS } from '../../../rules/catalog/items.ts';
import type { GoodKind } from '../../../rules/catalog/market.ts';
import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { TRAITS } from '../../../rules/catalog/traits.ts';
import type { MarketQuery } from '../../api/market.ts';

/** The goods of a kind, for the id filter. */
function goodsOfKind(kind: GoodKind): { id: number; name: string }[] {
  if (kind === 'trait') return TRAITS.map((t) => ({ id: t.id, name: t.name }));
  if (kind === 'item') return ITEMS.map((i) => ({ id: i.id, name: i.name }));
  return CRATE_KINDS.map((k) => ({ id: k, name: `${CRATE_NAMES[k]} crate` }));
}

export const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

/** Filters (kind, good, rarity) and sort of the market; every change goes back to page 1. */
export function MarketFilters({
  query,
  onChange,
}: {
  query: MarketQuery;
  onChange: (q: MarketQuery) => void;
}) {
  const sort = query.sort === 'price' ? (query.order === 'desc' ? 'price-desc' : 'price') : 'newest';
  return (
    <form
      className="market-filters"
      role="search"
      aria-label="Filter listings"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label className="field__label" htmlFor="market-kind">
          Kind
        </label>
        <select
          id="market-kind"
          value={query.kind ?? ''}
          onChange={(e) =>
            onChange({ ...query, kind: (e.target.value || undefined) as GoodKind, id: undefined, page: 1 })
          }
        >
          <option value="">All kinds</option>
          <option value="trait">Traits</option>
          <option value="item">Items</option>
          <option value="crate">Crates</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="market-good">
          Good
        </label>
        <select
          id="market-good"
          value={query.id ?? ''}
          disabled={!query.kind}
          onChange={(e) =>
            onChange({ ...query, id: e.target.value ? Number(e.target.value) : undefined, page: 1 })
          }
        >
          <option value="">{query.kind ? 'Any' : 'Choose a kind first'}</option>
          {query.kind
            ? goodsOfKind(query.kind).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))
            : null}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="market-rarity">
          Rarity
        </label>
        <select
          id="market-rarity"
          value={query.rarity ?? ''}
          onChange={(e) =>
            onChange({ ...query, rarity: e.target.value ? Number(e.target.value) : undefined, page: 1 })
          }
        >
          <option value="">Any rarity</option>
          {RARITY_NAMES.map((name, r) => (
            <option key={r} value={r}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="market-sort">
          Sort
        </label>
        <select
          id="market-sort"
          value={sort}
          onChange={(e) => {
            const v = e.target.value;
            onChange({
              ...query,
              sort: v === 'newest' ? 'newest' : 'price',
              order: v === 'price-desc' ? 'desc' : undefined,
              page: 1,
            });
          }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
