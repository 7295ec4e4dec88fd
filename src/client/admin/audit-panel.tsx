import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditLogQueryOptions } from './admin-api.ts';
import { DataTable } from './data-table.tsx';

/** The operator audit log: who did what, to whom, when and why. */
export function AuditPanel() {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const { data } = useQuery(auditLogQueryOptions(cursors[cursors.length - 1]!));
  return (
    <div className="admin-panel">
      <DataTable
        name="Operator audit log"
        header={['time', 'operator', 'action', 'player', 'reason', 'detail']}
        rows={(data?.rows ?? []).map((r) => [
          r.createdAt,
          r.operator,
          r.action,
          r.target ?? '',
          r.reason,
          JSON.stringify(r.detail),
        ])}
      />
      <div className="admin-row">
        <button
          type="button"
          disabled={cursors.length === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Newer
        </button>
        <button type="button" disabled={!data?.next} onClick={() => setCursors([...cursors, data!.next])}>
          Older
        </button>
      </div>
    </div>
  );
}
