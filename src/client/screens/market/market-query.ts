import type { GoodKind } from '../../../rules/catalog/market.ts';
import type { Good } from '../../../rules/state.ts';
import type { MarketQuery } from '../../api/market.ts';

const KINDS: readonly string[] = ['trait', 'item', 'crate'];

function num(v: string | null): number | undefined {
  if (v === null || v === '' || !/^\d+$/.test(v)) return undefined;
  return Number(v);
}

/** The market's filters, sort and page as kept in the address (so back, reload and links work). */
export function queryFromParams(p: URLSearchParams): MarketQuery {
  const kind = KINDS.includes(p.get('kind') ?? '') ? (p.get('kind') as GoodKind) : undefined;
  return {
    kind,
    id: kind ? num(p.get('id')) : undefined,
    rarity: num(p.get('rarity')),
    sort: p.get('sort') === 'price' ? 'price' : 'newest',
    order: p.get('order') === 'desc' ? 'desc' : undefined,
    page: Math.max(1, num(p.get('page')) ?? 1),
  };
}

/** Writes the query into the address, keeping other parameters (tab) as they are. */
export function paramsFromQuery(base: URLSearchParams, q: MarketQuery): URLSearchParams {
  const p = new URLSearchParams(base);
  for (const k of ['kind', 'id', 'rarity', 'sort', 'order', 'page']) p.delete(k);
  if (q.kind) p.set('kind', q.kind);
  if (q.id !== undefined) p.set('id', String(q.id));
  if (q.rarity !== undefined) p.set('rarity', String(q.rarity));
  if (q.sort === 'price') p.set('sort', 'price');
  if (q.order === 'desc') p.set('order', 'desc');
  if (q.page && q.page > 1) p.set('page', String(q.page));
  return p;
}

/** A good written as `trait:2` in the address (`?sell=`, `?history=`), or null. */
export function goodFromParam(v: string | null): Good | null {
  const m = /^(trait|item|crate):(\d+)$/.exec(v ?? '');
  return m ? ({ kind: m[1], id: Number(m[2]) } as Good) : null;
}
