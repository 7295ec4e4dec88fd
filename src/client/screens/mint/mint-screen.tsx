import { VOUCHER_KEYS } from '../../../rules/catalog/vouchers.ts';
import { usePocket } from '../../api/pocket.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { VoucherCard } from '../../ui/voucher-card.tsx';

/** `/mint`: the five mint passes, locked or unlocked by the player's vouchers. */
export default function MintScreen() {
  const { data: pocket, isLoading } = usePocket();
  return (
    <div>
      <div className="page__title">
        <h1>Mint</h1>
        <span className="muted">Mint passes you hold unlock a mint when the window opens.</span>
      </div>
      {isLoading && !pocket ? <PageLoading /> : null}
      {pocket ? (
        <div className="grid" style={{ ['--min' as string]: '260px' }}>
          {VOUCHER_KEYS.map((key) => (
            <VoucherCard key={key} vaucher={key} count={pocket.ownedVauchers[key] ?? 0} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
