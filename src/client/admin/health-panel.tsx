import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, api, healthQueryOptions } from './admin-api.ts';

/** Health: the ledger audit (run from here), the database's size, processes and error rate. */
export function HealthPanel() {
  const qc = useQueryClient();
  const { data } = useQuery(healthQueryOptions());
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: () => adminCall(api.ledgerAudit, { body: {} }, reason),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'health'] }),
  });
  if (!data) return <p>Loading…</p>;
  const { audit, errors } = data;
  const progress = audit.progress;
  const percent = progress && progress.total > 0 ? Math.floor((100 * progress.checked) / progress.total) : 0;
  return (
    <div className="admin-panel">
      <dl className="admin-facts">
        <dt>Ledger audit</dt>
        <dd data-testid="audit-result">
          {audit.last?.failed
            ? `failed after ${audit.last.players} players: ${audit.last.failed} (run it again)`
            : audit.last
              ? `${audit.last.differences === 0 ? 'every balance equals its ledger' : `${audit.last.differences} differences`} (${audit.last.players ?? 'all'} players, ${audit.last.startedAt} to ${audit.last.endedAt})`
              : 'never run'}
        </dd>
        {audit.running && (
          <>
            <dt>Audit running</dt>
            <dd data-testid="audit-progress">
              {progress
                ? `${percent} % · ${progress.checked.toLocaleString('en')} of ${progress.total.toLocaleString('en')} players checked`
                : 'starting'}{' '}
              (since {audit.startedAt})
            </dd>
          </>
        )}
        <dt>Database size</dt>
        <dd>{(data.databaseBytes / 1024 / 1024).toFixed(1)} MB</dd>
        <dt>Server processes (last minute)</dt>
        <dd>{data.processes.map((p) => p.id).join(', ') || 'none'}</dd>
        <dt>Errors (this process)</dt>
        <dd>
          {errors.errors} of {errors.requests} requests
          {errors.requests > 0 ? ` (${((100 * errors.errors) / errors.requests).toFixed(2)} %)` : ''}
        </dd>
      </dl>
      <label>
        Reason to run the audit <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={audit.running || run.isPending || !reason.trim()}
        onClick={() => run.mutate()}
      >
        Run the ledger audit
      </button>
      {run.error && <p role="alert">{run.error.message}</p>}
      {audit.running && (
        <progress aria-label="Audit progress" max={progress?.total || 1} value={progress?.checked ?? 0} />
      )}
    </div>
  );
}
