import { useQuery } from '@tanstack/react-query';
import { auditLogQueryOptions } from './admin-api.ts';
import { PageButtons, useCursorPages } from './cursor-pages.tsx';
import { DataTable } from './data-table.tsx';

/** The operator audit log: who did what, to whom, when and why. */
export function AuditPanel() {
  const pages = useCursorPages();
  const { data } = useQuery(auditLogQueryOptions(pages.before));
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
        <PageButtons pages={pages} next={data?.next} />
      </div>
    </div>
  );
}
