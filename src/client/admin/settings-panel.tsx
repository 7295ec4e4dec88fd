import { Fragment, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, api, settingsQueryOptions, type LiveSettings } from './admin-api.ts';
import { utcInput, utcLabel } from './utc.ts';
import { STOCKED_VOUCHERS } from '../../rules/formulas/battle-pass.ts';

/**
 * The stocked voucher typed in; another name is sent as typed, for the server to refuse (400) with
 * its message.
 */
const stockedVoucher = (typed = '') =>
  STOCKED_VOUCHERS.find((v) => v === typed) ?? (typed as (typeof STOCKED_VOUCHERS)[number]);

/** One setting's form: its fields, a required reason, and the call that changes it. */
function SettingForm({
  title,
  fields,
  send,
}: {
  title: string;
  fields: string[];
  /** The change's call, from the fields' values and the reason. */
  send: (v: Record<string, string>, reason: string) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => send(values, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
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
          <input
            value={values[f] ?? ''}
            placeholder={f.endsWith('(UTC)') ? 'YYYY-MM-DD HH:MM' : undefined}
            onChange={(e) => setValues({ ...values, [f]: e.target.value })}
          />
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

/** The rush windows scheduled, each removable with a reason. */
function RushWindows({ settings }: { settings: LiveSettings }) {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => adminCall(api.goldenRushRemove, { body: { id } }, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
  return (
    <section className="admin-form admin-form--wide" aria-label="Golden rush windows">
      <h3>Golden rush windows</h3>
      {settings.goldenRushForced && <p role="status">The GOLDEN_RUSH flag forces the rush on.</p>}
      {settings.goldenRush.length === 0 ? (
        <p>None scheduled.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>starts</th>
              <th>ends</th>
              <th>now</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {settings.goldenRush.map((w) => (
              <tr key={w.id}>
                <td>{utcLabel(w.startsAt)}</td>
                <td>{utcLabel(w.endsAt)}</td>
                <td>{w.on ? 'on' : ''}</td>
                <td>
                  <button
                    type="button"
                    disabled={remove.isPending || !reason.trim()}
                    onClick={() => remove.mutate(w.id)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <label>
        Reason to remove <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {remove.error && <p role="alert">{remove.error.message}</p>}
    </section>
  );
}

/** What the switches hold now. */
function CurrentSettings({ settings }: { settings: LiveSettings }) {
  return (
    <section className="admin-form" aria-label="Current settings">
      <h3>Now</h3>
      <dl className="admin-facts">
        {settings.voucherStock.map((v) => (
          <Fragment key={v.voucher}>
            <dt>{v.voucher} vouchers left</dt>
            <dd>{v.left}</dd>
          </Fragment>
        ))}
        <dt>Mint window</dt>
        <dd>
          {settings.mintWindow
            ? `${utcLabel(settings.mintWindow.opensAt)} – ${utcLabel(settings.mintWindow.closesAt)}`
            : 'not set'}
        </dd>
      </dl>
    </section>
  );
}

/**
 * Live settings: what they hold now (golden rush windows, voucher stock, mint window), a form for
 * each change and the mint reservations.
 */
export function SettingsPanel() {
  const { data, error } = useQuery(settingsQueryOptions());
  return (
    <div className="admin-panel admin-grid">
      {error && <p role="alert">{error.message}</p>}
      {data && <RushWindows settings={data} />}
      {data && <CurrentSettings settings={data} />}
      <SettingForm
        title="Schedule a golden rush window"
        fields={['starts at (UTC)', 'ends at (UTC)']}
        send={(v, reason) =>
          adminCall(
            api.goldenRush,
            { body: { startsAt: utcInput(v['starts at (UTC)']), endsAt: utcInput(v['ends at (UTC)']) } },
            reason,
          )
        }
      />
      <SettingForm
        title="Battle pass voucher stock"
        fields={['voucher (Whitelist or FCFS)', 'left']}
        send={(v, reason) =>
          adminCall(
            api.battlePassStock,
            { body: { vaucher: stockedVoucher(v['voucher (Whitelist or FCFS)']), left: Number(v.left) } },
            reason,
          )
        }
      />
      <SettingForm
        title="Mint window"
        fields={['opens at (UTC)', 'closes at (UTC)']}
        send={(v, reason) =>
          adminCall(
            api.mintWindow,
            { body: { opensAt: utcInput(v['opens at (UTC)']), closesAt: utcInput(v['closes at (UTC)']) } },
            reason,
          )
        }
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
