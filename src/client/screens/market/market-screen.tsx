import { usePocket } from '../../api/pocket.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { GoodsList } from './goods-list.tsx';

/** `/market`: for now, the goods the player could trade. */
export default function MarketScreen() {
  const { data: pocket, isLoading } = usePocket();
  return (
    <div>
      <div className="page__title">
        <h1>Market</h1>
        <span className="muted">Trading of cards and crates opens soon. These are the goods you hold.</span>
      </div>
      {isLoading && !pocket ? <PageLoading /> : null}
      {pocket ? <GoodsList pocket={pocket} /> : null}
    </div>
  );
}
