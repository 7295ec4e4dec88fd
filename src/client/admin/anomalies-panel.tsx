import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { anomaliesQueryOptions, type Days } from './admin-api.ts';

/** The anomaly flags of the last days, each opening its player in the lookup. */
export function AnomaliesPanel({ onOpen }: { onOpen: (playerId: string) => void }) {
  const [days, setDays] = useState<Days>(7);
  const { data } = useQuery(anomaliesQueryOptions(days));
  return (
    <div className="admin-panel">
      <div className="admin-row" role="group" aria-label="Period">
        {([7, 30, 90] as const).map((p) => (
          <button key={p} type="button" aria-pressed={days === p} onClick={() => setDays(p)}>
            {p} days
          </button>
        ))}
      </div>
      <section className="admin-table">
        <h3>Anomaly flags</h3>
        <table>
          <thead>
            <tr>
              <th>kind</th>
              <th>day</th>
              <th>why</th>
              <th>player</th>
            </tr>
          </thead>
          <tbody>
            {(data ?? []).length === 0 && (
              <tr>
                <td colSpan={4}>{data ? 'Nothing stands out' : 'Loading…'}</td>
              </tr>
            )}
            {(data ?? []).map((f, i) => (
              <tr key={i}>
                <td>{f.kind}</td>
                <td>{f.day ?? ''}</td>
                <td>{f.why}</td>
                <td>
                  <button type="button" onClick={() => onOpen(f.playerId)}>
                    {f.playerId}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
