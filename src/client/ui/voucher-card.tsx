import { voucherByKey, type VoucherKey } from '../../rules/catalog/vouchers.ts';
import { GameImage } from './game-image.tsx';
import { LockIcon } from './icons.tsx';

/** A mint pass: unlocked when the player holds at least one, locked otherwise. */
export function VoucherCard({ voucher, count }: { voucher: VoucherKey; count: number }) {
  const info = voucherByKey(voucher);
  const unlocked = count > 0;
  return (
    <article className={`card voucher${unlocked ? '' : ' card--muted'}`}>
      <GameImage className="voucher__img" src={info.image} alt={info.name} fallback={info.key} />
      <div>
        <h3>{info.name}</h3>
        <p className={unlocked ? 'rarity-text' : 'muted'} style={{ margin: 0 }}>
          {unlocked ? (
            `Unlocked · ${count} held`
          ) : (
            <>
              <LockIcon /> Locked
            </>
          )}
        </p>
      </div>
    </article>
  );
}
