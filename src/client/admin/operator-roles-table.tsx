import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  meQueryOptions,
  operatorsQueryOptions,
  setOperatorRole,
  type OperatorRow,
  type Role,
} from './admin-api.ts';

const ROLES: Role[] = ['viewer', 'support', 'admin'];

/** One operator's row: an admin edits the role and the support limit of anyone but themselves. */
function OperatorRoleRow({ o, canEdit, reason }: { o: OperatorRow; canEdit: boolean; reason: string }) {
  const qc = useQueryClient();
  const [role, setRole] = useState<Role>(o.role);
  const [limit, setLimit] = useState(String(o.grantLimit));
  const save = useMutation({
    mutationFn: () => setOperatorRole({ key: o.key, role, grantLimit: Number(limit) }, reason),
    onSettled: () => void qc.invalidateQueries({ queryKey: operatorsQueryOptions().queryKey }),
  });
  const editable = canEdit && !o.you;
  return (
    <tr data-testid={`operator-${o.key}`}>
      <td>{o.name}</td>
      <td>
        {editable ? (
          <select
            aria-label={`Role of ${o.name}`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        ) : (
          o.role
        )}
      </td>
      <td>
        {editable ? (
          <input
            aria-label={`Grant limit of ${o.name}`}
            inputMode="numeric"
            size={8}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        ) : (
          o.grantLimit
        )}
      </td>
      <td>{o.setBy ? `${o.setBy.operator}` : `configured (${o.configured})`}</td>
      <td>
        {o.you ? (
          'you'
        ) : editable ? (
          <button
            type="button"
            disabled={save.isPending || !reason.trim() || !/^\d+$/.test(limit)}
            onClick={() => save.mutate()}
          >
            Save role of {o.name}
          </button>
        ) : null}
        {save.error && <span role="alert"> {save.error.message}</span>}
      </td>
    </tr>
  );
}

/**
 * The operators and their roles: viewer (reads), support (grants and corrections up to the
 * limit, suspensions), admin (everything). Only an admin edits them, with a reason.
 */
export function OperatorRolesTable({ reason }: { reason: string }) {
  const me = useQuery(meQueryOptions());
  const { data, error } = useQuery(operatorsQueryOptions());
  if (error) return <p role="alert">{error.message}</p>;
  const canEdit = me.data?.role === 'admin';
  return (
    <section className="admin-table" aria-label="Operators and roles">
      <div className="admin-table__head">
        <h3>Operators and roles</h3>
      </div>
      <div className="admin-table__scroll">
        <table>
          <thead>
            <tr>
              <th>operator</th>
              <th>role</th>
              <th>grant limit (support)</th>
              <th>set by</th>
              <th>change</th>
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((o) => (
              <OperatorRoleRow
                key={`${o.key}:${o.role}:${o.grantLimit}`}
                o={o}
                canEdit={canEdit}
                reason={reason}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
