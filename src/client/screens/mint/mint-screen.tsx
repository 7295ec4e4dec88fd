import { Link } from 'react-router';
import type { VoucherKey } from '../../../rules/catalog/vouchers.ts';
import type { MintPassView, MintView } from '../../../rules/views/mint-view.ts';
import { useMint } from '../../api/mint.ts';
import { useReserveMint } from '../../api/mint-actions.ts';
import { confirmPaid } from '../../dialogs/confirm-paid.tsx';
import { CostTag } from '../../ui/cost-tag.tsx';
import { useProfile } from '../../api/profile.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { showSuccess } from '../../ui/toast.ts';
import { useNow } from '../../ui/use-now.ts';
import { MintWindow } from './mint-window.tsx';
import { PassCard } from './pass-card.tsx';
import './mint.css';

const shortDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** `/mint`: the five passes, locked or unlocked by the player's vouchers; reserve while the window is open. */
export default function MintScreen() {
  const { data: mint, isLoading } = useMint();
  const profile = useProfile().data;
  const reserve = useReserveMint();
  const now = useNow(30_000);
  if (isLoading && !mint) return <PageLoading />;
  if (!mint) return <p className="muted">The mint could not be loaded.</p>;
  const wallet = profile ? profile.ethWallet || profile.solWallet : null;

  /** The button of a pass, or why it cannot be used now. */
  function action(pass: MintPassView, window: MintView['window']) {
    if (!pass.unlocked) return null;
    if (!window.open) {
      const opens =
        window.opensAt && now < Date.parse(window.opensAt)
          ? `Opens ${dayAndTime(window.opensAt)}`
          : 'Mint closed';
      return (
        <button className="button button--block" disabled>
          {opens}
        </button>
      );
    }
    if (profile && !wallet) {
      return (
        <Link className="button button--block" to="/profile">
          Add a wallet to reserve
        </Link>
      );
    }
    return (
      <button
        className="button button--primary button--block"
        aria-label={`Reserve a ${pass.name} mint with 1 voucher`}
        title="Spends 1 voucher"
        disabled={reserve.isPending || !profile}
        onClick={async () => {
          const go = await confirmPaid('mint', {
            title: `Reserve a ${pass.name} mint?`,
            gets: `One ${pass.name} mint is reserved for your wallet.`,
            costs: [{ amount: 1, currency: 'voucher' }],
            verb: 'Reserve',
          });
          if (go)
            reserve.mutate(pass.voucher as VoucherKey, {
              onSuccess: () => showSuccess(`${pass.name}: mint reserved`, { trade: true }),
            });
        }}
      >
        Reserve <CostTag costs={[{ amount: 1, currency: 'voucher' }]} />
      </button>
    );
  }

  return (
    <div className="mint">
      <div className="page__title">
        <h1>Mint</h1>
        <span className="muted">
          Each voucher reserves one mint of its pass while the window is open; reserving spends it.
        </span>
      </div>
      <MintWindow window={mint.window} now={now} />
      {wallet ? (
        <p className="muted mint-wallet">
          Mints go to <code>{wallet}</code> (<Link to="/profile">change</Link>)
        </p>
      ) : null}
      <ul className="grid mint-passes" aria-label="Mint passes">
        {mint.passes.map((pass) => (
          <PassCard key={pass.type} pass={pass} action={action(pass, mint.window)} />
        ))}
      </ul>
      <section className="section" aria-labelledby="reservations-title">
        <h2 id="reservations-title">Your reservations</h2>
        {mint.reservations.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <table className="table" data-testid="reservations">
            <thead>
              <tr>
                <th>Pass</th>
                <th>Wallet</th>
                <th>Reserved</th>
              </tr>
            </thead>
            <tbody>
              {mint.reservations.map((r, i) => (
                <tr key={i}>
                  <td>{r.name}</td>
                  <td className="mint-wallet__cell">{r.wallet}</td>
                  <td>{shortDate(r.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
