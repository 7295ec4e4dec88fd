import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-api.ts';

/** One setting's form: its fields, a required reason, and the call that changes it. */
function SettingForm({
  title,
  fields,
  call,
}: {
  title: string;
  fields: string[];
  call: (v: Record<string, string>) => { path: string; body: unknown };
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () => {
      const { path, body } = call(values);
      return adminFetch(path, { method: 'POST', body, reason });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate();
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {fields.map((f) => (
        <label key={f}>
          {f}{' '}
          <input value={values[f] ?? ''} onChange={(e) => setValues({ ...values, [f]: e.target.value })} />
        </label>
      ))}
      <label>
        Reason <input required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={change.isPending || !reason.trim()}>
        Save
      </button>
      {change.error && <p role="alert">{change.error.message}</p>}
      {change.isSuccess && <p role="status">Saved.</p>}
    </form>
  );
}

const iso = (v: string | undefined) => (v ? new Date(v).toISOString() : '');

/** Live settings: golden rush window, battle-pass voucher stock, mint window and its reservations. */
export function SettingsPanel() {
  return (
    <div className="admin-panel admin-grid">
      <SettingForm
        title="Golden rush window"
        fields={['starts at (UTC)', 'ends at (UTC)']}
        call={(v) => ({
          path: '/api/admin/golden-rush',
          body: { startsAt: iso(v['starts at (UTC)']), endsAt: iso(v['ends at (UTC)']) },
        })}
      />
      <SettingForm
        title="Battle pass voucher stock"
        fields={['voucher (Whitelist or FCFS)', 'left']}
        call={(v) => ({
          path: '/api/admin/battle-pass-stock',
          body: { vaucher: v['voucher (Whitelist or FCFS)'], left: Number(v.left) },
        })}
      />
      <SettingForm
        title="Mint window"
        fields={['opens at (UTC)', 'closes at (UTC)']}
        call={(v) => ({
          path: '/api/admin/mint-window',
          body: { opensAt: iso(v['opens at (UTC)']), closesAt: iso(v['closes at (UTC)']) },
        })}
      />
      <section className="admin-form">
        <h3>Mint reservations</h3>
        <a href="/api/admin/mint-reservations.csv" download>
          Download the reservations CSV
        </a>
      </section>
    </div>
  );
}
