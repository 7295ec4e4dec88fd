import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, api, mayDo, meQueryOptions, operatorSessionsQueryOptions } from './admin-api.ts';
import { OperatorRolesTable } from './operator-roles-table.tsx';
import { utcLabel } from './utc.ts';

/**
 * The console sessions open now, with who holds each; any one but your own can be ended with a
 * reason (its holder is signed out at their next request).
 */
export function OperatorsPanel() {
  const qc = useQueryClient();
  const { data, error } = useQuery(operatorSessionsQueryOptions());
  const me = useQuery(meQueryOptions());
  const admin = me.data ? mayDo(me.data.role, 'admin') : false;
  const [reason, setReason] = useState('');
  const end = useMutation({
    mutationFn: (id: string) => adminCall(api.operatorSessionsEnd, { body: { id } }, reason),
    onSettled: () => void qc.invalidateQueries({ queryKey: operatorSessionsQueryOptions().queryKey }),
  });
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div className="admin-panel">
      <OperatorRolesTable reason={reason} />
      <section className="admin-table" aria-label="Console sessions">
        <div className="admin-table__head">
          <h3>Console sessions</h3>
        </div>
        <div className="admin-table__scroll">
          <table>
            <thead>
              <tr>
                <th>operator</th>
                <th>signed in</th>
                <th>expires</th>
                <th>end</th>
              </tr>
            </thead>
            <tbody>
              {(data ?? []).map((s) => (
                <tr key={s.id}>
                  <td>{s.operator}</td>
                  <td>{utcLabel(s.createdAt)}</td>
                  <td>{utcLabel(s.expiresAt)}</td>
                  <td>
                    {s.current ? (
                      'you'
                    ) : !admin ? null : (
                      <button
                        type="button"
                        disabled={end.isPending || !reason.trim()}
                        onClick={() => end.mutate(s.id)}
                      >
                        End session of {s.operator}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <label>
        Reason to end a session or change a role{' '}
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {end.error && <p role="alert">{end.error.message}</p>}
    </div>
  );
}
