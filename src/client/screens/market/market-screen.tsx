import { useState } from 'react';
import { useShownPocket } from '../../game/shown-views.ts';
import { useSearchParams } from 'react-router';
import { goodInfo } from '../../../rules/catalog/market.ts';
import type { Good } from '../../../rules/state.ts';
import type { ListingView } from '../../../rules/views/market-view.ts';
import { ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { TabList } from '../../ui/tab-list.tsx';
import { useDialogWhile } from '../../dialogs/dialog.tsx';
import { useNow } from '../../ui/use-now.ts';
import { Browse } from './browse.tsx';
import { buyDialog } from './buy-dialog.tsx';
import { GoodHistory } from './good-history.tsx';
import { goodFromParam, paramsFromQuery, queryFromParams } from './market-query.ts';
import { MyListings } from './my-listings.tsx';
import { sellDialog } from './sell-dialog.tsx';
import { SellPanel } from './sell-panel.tsx';
import { listableFromPocket, type SellableGood } from './sellable.ts';
import './market.css';

const TABS = [
  { id: 'browse', label: 'Browse' },
  { id: 'mine', label: 'My listings' },
  { id: 'sell', label: 'Sell' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * `/market`: players' listings to browse and buy, the player's own listings, and selling from the
 * pocket. The tab, filters, page, the good whose history shows (`history=trait:2`) and a good to
 * sell (`sell=trait:2`, the pocket's entry point) live in the address.
 */
export default function MarketScreen() {
  const [params, setParams] = useSearchParams();
  const now = useNow(30_000);
  const pocket = useShownPocket().data;
  const [buying, setBuying] = useState<ListingView | null>(null);
  const tab: Tab = TABS.some((t) => t.id === params.get('tab')) ? (params.get('tab') as Tab) : 'browse';
  const query = queryFromParams(params);
  const history = goodFromParam(params.get('history'));
  const sellGood = goodFromParam(params.get('sell'));
  const sellInfo = sellGood ? goodInfo(sellGood) : undefined;
  const selling: SellableGood | null =
    sellGood && sellInfo && pocket
      ? { good: sellGood, info: sellInfo, listable: listableFromPocket(pocket, sellGood) }
      : null;

  const update = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  // Buying and selling open in the dialog store's system, over the screen, while these say so.
  useDialogWhile(
    buying ? `buy:${buying.id}` : null,
    () => buyDialog(buying!),
    () => setBuying(null),
  );
  useDialogWhile(
    selling ? `sell:${selling.good.kind}:${selling.good.id}` : null,
    () => sellDialog(selling!),
    () => update((p) => p.delete('sell')),
  );
  const showHistory = (good: Good) => update((p) => p.set('history', `${good.kind}:${good.id}`));
  const openSell = (g: SellableGood) => update((p) => p.set('sell', `${g.good.kind}:${g.good.id}`));

  return (
    <div className="market">
      <div className="page__title">
        <h1>Market</h1>
        {pocket ? (
          <span className="market__balance">
            <ShardIcon /> {formatNumber(pocket.shards)} shards
          </span>
        ) : null}
      </div>
      <TabList
        className="market-tabs"
        label="Market"
        tabs={TABS}
        selected={tab}
        onSelect={(id) => update((p) => p.set('tab', id))}
        panelId="market-panel"
      />
      {history ? (
        <GoodHistory kind={history.kind} id={history.id} onClose={() => update((p) => p.delete('history'))} />
      ) : null}
      <div id="market-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'browse' ? (
          <Browse
            query={query}
            onQuery={(q) => setParams(paramsFromQuery(params, q))}
            now={now}
            onBuy={setBuying}
            onHistory={(l) => showHistory(l.good)}
          />
        ) : null}
        {tab === 'mine' ? <MyListings now={now} onHistory={(l) => showHistory(l.good)} /> : null}
        {tab === 'sell' ? <SellPanel onSell={openSell} /> : null}
      </div>
    </div>
  );
}
