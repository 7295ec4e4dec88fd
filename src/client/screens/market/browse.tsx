import type { ListingView } from '../../../rules/views/market-view.ts';
import { useMarket, type MarketQuery } from '../../api/market.ts';
import { useSession } from '../../session/session-store.ts';
import { ListingCard } from './listing-card.tsx';
import { MarketFilters } from './market-filters.tsx';
import { seenAt } from './time-text.ts';

const PAGE_SIZE = 20;

/** The listings on sale: filters, cards, pages. */
export function Browse({
  query,
  onQuery,
  now,
  onBuy,
  onHistory,
}: {
  query: MarketQuery;
  onQuery: (q: MarketQuery) => void;
  now: number;
  onBuy: (l: ListingView) => void;
  onHistory: (l: ListingView) => void;
}) {
  const me = useSession((s) => s.user?.profileId);
  const { data, isLoading, isFetching, dataUpdatedAt } = useMarket(query);
  const page = query.page ?? 1;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <div>
      <MarketFilters query={query} onChange={onQuery} />
      <p className="muted" aria-live="polite">
        {data ? `${data.total} listing${data.total === 1 ? '' : 's'} on sale` : ''}
        {isFetching && data ? ' · updating…' : ''}
      </p>
      {isLoading && !data ? <p className="muted">Loading listings…</p> : null}
      {data && data.listings.length === 0 ? (
        <p className="muted">Nothing on sale matches. Try other filters, or sell something yourself.</p>
      ) : null}
      <ul className="grid goods" style={{ ['--min' as string]: '230px' }} aria-label="Listings">
        {data?.listings.map((l) => (
          <ListingCard
            key={l.id}
            listing={l}
            mine={l.seller.profileId === me}
            now={seenAt(now, dataUpdatedAt)}
            onBuy={() => onBuy(l)}
            onHistory={() => onHistory(l)}
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="market-pages" aria-label="Pages">
          <button
            className="button"
            disabled={page <= 1}
            onClick={() => onQuery({ ...query, page: page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            className="button"
            disabled={page >= pages}
            onClick={() => onQuery({ ...query, page: page + 1 })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
