import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { economyQueryOptions, type Days, type Economy } from './admin-api.ts';
import { DataTable } from './data-table.tsx';
import { LineChart } from './line-chart.tsx';

const PERIODS = [7, 30, 90] as const;

function charts(e: Economy) {
  const crates = e.days.map((d) =>
    e.cratesOpened.filter((c) => c.day === d).reduce((s, c) => s + c.opened, 0),
  );
  return [
    {
      title: 'Circulation',
      series: [
        { label: 'shards', values: e.circulation.map((c) => c.shards), color: '#16a34a' },
        { label: 'TWC', values: e.circulation.map((c) => c.TWC), color: '#2f7de1' },
      ],
    },
    {
      title: 'Players',
      series: [
        { label: 'active', values: e.players.map((p) => p.active), color: '#16a34a' },
        { label: 'new', values: e.players.map((p) => p.new), color: '#d97706' },
      ],
    },
    {
      title: 'Market',
      series: [
        { label: 'volume', values: e.market.map((m) => m.volume), color: '#9333ea' },
        { label: 'fees burned', values: e.market.map((m) => m.feesBurned), color: '#c62828' },
      ],
    },
    {
      title: 'Crates opened and expeditions sent',
      series: [
        { label: 'crates', values: crates, color: '#b45309' },
        { label: 'expeditions', values: e.expeditions.map((x) => x.sent), color: '#0f766e' },
      ],
    },
  ];
}

/** A p-value as read at a glance: three significant digits, tiny ones as an upper bound. */
function pValue(p: number): string {
  return p < 0.0001 ? '< 0.0001' : p.toPrecision(3);
}

/** The economy dashboard: charts and CSV tables of the last 7, 30 or 90 UTC days, from the ledger. */
export function EconomyPanel() {
  const [days, setDays] = useState<Days>(7);
  const { data, error } = useQuery(economyQueryOptions(days));
  const plotted = useMemo(() => (data ? charts(data) : []), [data]);
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div className="admin-panel">
      <div className="admin-row" role="group" aria-label="Period">
        {PERIODS.map((p) => (
          <button key={p} type="button" aria-pressed={days === p} onClick={() => setDays(p)}>
            {p} days
          </button>
        ))}
      </div>
      {!data ? (
        <p>Loading…</p>
      ) : (
        <>
          <div className="admin-charts">
            {plotted.map((c) => (
              <LineChart key={c.title} title={c.title} days={data.days} series={c.series} />
            ))}
          </div>
          <DataTable
            name="Flows by day, good and source or sink"
            header={['day', 'good', 'action', 'in', 'out']}
            rows={data.flows.map((f) => [f.day, f.what, f.action, f.inflow, f.outflow])}
          />
          <DataTable
            name="Circulation"
            header={['day', 'shards', 'TWC']}
            rows={data.circulation.map((c) => [c.day, c.shards, c.TWC])}
          />
          <DataTable
            name="Crates opened"
            header={['day', 'crate kind', 'opened']}
            rows={data.cratesOpened.map((c) => [c.day, c.kind, c.opened])}
          />
          <DataTable
            name="Crate rewards against their odds"
            header={['crate', 'reward', 'odds %', 'expected', 'observed', 'frequency %']}
            rows={data.crateOdds.flatMap((c) =>
              c.rewards.map((r) => [c.name, r.reward, r.odds, r.expected, r.observed, r.frequency]),
            )}
          />
          <DataTable
            name="Crate odds tests"
            header={['crate', 'opened', 'draws', 'chi-square', 'degrees of freedom', 'p-value']}
            rows={data.crateOdds.map((c) => [
              c.name,
              c.opened,
              c.draws,
              c.test ? c.test.statistic.toFixed(2) : '–',
              c.test ? c.test.degreesOfFreedom : '–',
              c.test ? pValue(c.test.pValue) : 'too few draws',
            ])}
          />
          <DataTable
            name="Expeditions sent"
            header={['day', 'sent', 'energy spent']}
            rows={data.expeditions.map((x) => [x.day, x.sent, x.energySpent])}
          />
          <DataTable
            name="Market"
            header={['day', 'sales', 'volume (price x quantity)', 'median unit price', 'fees burned']}
            rows={data.market.map((m) => [m.day, m.sales, m.volume, m.medianPrice, m.feesBurned])}
          />
          <DataTable
            name="Daily players"
            header={['day', 'active', 'new']}
            rows={data.players.map((p) => [p.day, p.active, p.new])}
          />
        </>
      )}
    </div>
  );
}
