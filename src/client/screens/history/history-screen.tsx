import { useSearchParams } from 'react-router';
import { useHistory } from '../../api/history.ts';
import { formatNumber } from '../../ui/format.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { causeText, goodText } from '../../game/ledger-words.ts';
import './history.css';

const GOODS = [
  ['', 'Every good'],
  ['shards', 'Shards'],
  ['TWC', 'TWC'],
  ['energy', 'Energy'],
  ['xp', 'XP'],
  ['crates', 'Crates'],
  ['traits', 'Traits'],
  ['items', 'Items'],
  ['vouchers', 'Vouchers'],
] as const;

const KINDS = [
  ['', 'Everything'],
  ['expeditions', 'Expeditions'],
  ['crates', 'Crates and gumball'],
  ['crafting', 'Wearing and crafting'],
  ['market', 'Market'],
  ['missions', 'Missions and battle pass'],
  ['referrals', 'Referrals'],
  ['mint', 'Mint'],
  ['operators', 'Operators'],
  ['start', 'Starting kit'],
] as const;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `/history`: every change of the player's balances and goods, newest first, by good and kind. */
export default function HistoryScreen() {
  const [params, setParams] = useSearchParams();
  // Only the goods and kinds the server knows are asked for; anything else in the address shows all.
  const good = GOODS.find(([value]) => value === params.get('good'))?.[0] ?? '';
  const kind = KINDS.find(([value]) => value === params.get('kind'))?.[0] ?? '';
  const history = useHistory({ good: good || undefined, kind: kind || undefined });
  const set = (key: 'good' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const rows = history.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div className="history">
      <div className="page__title">
        <h1>History</h1>
        <span className="muted">Every change of your balances and goods, newest first</span>
      </div>
      <div className="history__filters card">
        <label>
          Good
          <select value={good} onChange={(e) => set('good', e.target.value)}>
            {GOODS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          What happened
          <select value={kind} onChange={(e) => set('kind', e.target.value)}>
            {KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.isLoading ? (
        <PageLoading />
      ) : history.isError ? (
        <p className="card history__note">Your history could not be loaded. Try again in a moment.</p>
      ) : rows.length === 0 ? (
        <p className="card history__note">Nothing here yet with these filters.</p>
      ) : (
        <div className="card history__table-wrap">
          <table className="history__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What happened</th>
                <th scope="col">Good</th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col" className="num">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="history-row">
                  <td>
                    <time dateTime={r.at}>{when.format(new Date(r.at))}</time>
                  </td>
                  <td>{causeText(r.action)}</td>
                  <td>{goodText(r.what)}</td>
                  <td className={`num ${r.delta > 0 ? 'history__up' : 'history__down'}`}>
                    {r.delta > 0 ? '+' : '−'}
                    {formatNumber(Math.abs(r.delta))}
                  </td>
                  <td className="num">{formatNumber(r.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary history__more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
        </button>
      ) : rows.length > 0 ? (
        <p className="muted history__end">That is all of it.</p>
      ) : null}
    </div>
  );
}
