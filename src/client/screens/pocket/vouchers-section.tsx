import { VOUCHER_KEYS } from '../../../rules/catalog/vouchers.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { VoucherCard } from '../../ui/voucher-card.tsx';

export function VouchersSection({ pocket }: { pocket: PocketView }) {
  return (
    <section className="section" aria-labelledby="vouchers-title">
      <h2 id="vouchers-title">Vouchers</h2>
      <div className="grid" style={{ ['--min' as string]: '230px' }}>
        {VOUCHER_KEYS.map((key) => (
          <VoucherCard key={key} voucher={key} count={pocket.ownedVouchers[key] ?? 0} />
        ))}
      </div>
    </section>
  );
}
