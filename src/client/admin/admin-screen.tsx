/**
 * The operators' console at /admin, its own lazily loaded chunk (with uPlot): players never
 * download it. The session is an httpOnly cookie set by the server; nothing is stored here.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminError, adminCall, api, meQueryOptions } from './admin-api.ts';
import { AnomaliesPanel } from './anomalies-panel.tsx';
import { AuditPanel } from './audit-panel.tsx';
import { EconomyPanel } from './economy-panel.tsx';
import { HealthPanel } from './health-panel.tsx';
import { OperatorsPanel } from './operators-panel.tsx';
import { PlayersPanel } from './players-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import './admin.css';

const TABS = ['Economy', 'Anomalies', 'Players', 'Settings', 'Audit log', 'Operators', 'Health'] as const;
type Tab = (typeof TABS)[number];

function SignIn() {
  const qc = useQueryClient();
  const [token, setToken] = useState('');
  const signIn = useMutation({
    mutationFn: (body: { token?: string }) => adminCall(api.consoleSignIn, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'me'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ token });
  };
  return (
    <div className="admin-signin">
      <h1>Operators’ console</h1>
      <button type="button" onClick={() => signIn.mutate({})}>
        Sign in with my Discord session
      </button>
      <form onSubmit={submit} className="admin-form">
        <label>
          Admin token{' '}
          <input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
        <button type="submit" disabled={!token}>
          Sign in
        </button>
      </form>
      {signIn.error && (
        <p role="alert">
          {(signIn.error as AdminError).status === 403 ? '403 · Operators only' : signIn.error.message}
        </p>
      )}
    </div>
  );
}

export default function AdminScreen() {
  const qc = useQueryClient();
  const me = useQuery(meQueryOptions());
  // /admin/players/:id opens that player's page (a link of its own; reloading keeps it).
  const openPlayer = useParams().id;
  const navigate = useNavigate();
  const [chosenTab, setTab] = useState<Tab>('Economy');
  const tab: Tab = openPlayer && chosenTab === 'Economy' ? 'Players' : chosenTab;
  const openPlayerPage = (id: string) => {
    setTab('Players');
    void navigate(`/admin/players/${id}`);
  };
  const signOut = useMutation({
    mutationFn: () => adminCall(api.consoleSignOut, {}),
    onSettled: () => void qc.resetQueries({ queryKey: ['admin'] }),
  });
  if (me.isPending) return <p>Loading…</p>;
  if (me.error) {
    const status = (me.error as AdminError).status;
    return (
      <div className="admin">
        {status === 403 && <p role="alert">403 · Operators only</p>}
        <SignIn />
      </div>
    );
  }
  return (
    <div className="admin">
      <header className="admin-bar">
        <h1>Operators’ console</h1>
        <span data-testid="operator">{me.data.operator}</span>
        <span data-testid="operator-role">{me.data.role}</span>
        <button type="button" onClick={() => signOut.mutate()}>
          Sign out
        </button>
      </header>
      <nav className="admin-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {t}
          </button>
        ))}
      </nav>
      {tab === 'Economy' && <EconomyPanel />}
      {tab === 'Anomalies' && <AnomaliesPanel onOpen={openPlayerPage} />}
      {tab === 'Players' && <PlayersPanel open={openPlayer} onOpen={openPlayerPage} />}
      {tab === 'Settings' && <SettingsPanel />}
      {tab === 'Audit log' && <AuditPanel />}
      {tab === 'Operators' && <OperatorsPanel />}
      {tab === 'Health' && <HealthPanel />}
    </div>
  );
}
