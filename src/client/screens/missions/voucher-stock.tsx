import { voucherByKey } from '../../../rules/catalog/vouchers.ts';
import type { BattlePassLimit } from '../../api/battle-pass-left.ts';
import { formatNumber } from '../../ui/format.ts';

/** The vouchers the battle pass still has to give, across all players. */
export function VoucherStock({ limits }: { limits: BattlePassLimit[] | undefined }) {
  if (!limits?.length) return null;
  return (
    <p className="muted">
      Voucher stock left:{' '}
      {limits.map((l) => `${voucherByKey(l.voucher)?.name ?? l.voucher} ${formatNumber(l.left)}`).join(' · ')}
    </p>
  );
}
