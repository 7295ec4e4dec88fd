import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mayDo,
  meQueryOptions,
  adminCall,
  api,
  auditLogQueryOptions,
  ledgerQueryOptions,
  playerQueryOptions,
  playerSearchQueryOptions,
  grantOrCorrect,
} from './admin-api.ts';
import { PageButtons, useCursorPages } from './cursor-pages.tsx';
import { utcLabel } from './utc.ts';
import { DataTable } from './data-table.tsx';
import { GoodOptions, PlayerHoldings, goodBody } from './player-holdings.tsx';

function Ledger({ id }: { id: string }) {
  const [filter, setFilter] = useState({ what: '', action: '' });
  const pages = useCursorPages();
  const { data } = useQuery(ledgerQueryOptions(id, filter, pages.before));
  return (
    <section aria-label="Ledger">
      <div className="admin-row">
        <input
          aria-label="Good"
          placeholder="good (shards, crate:0…)"
          value={filter.what}
          onChange={(e) => (setFilter({ ...filter, what: e.target.value }), pages.reset())}
        />
        <input
          aria-label="Action"
          placeholder="action (granted…)"
          value={filter.action}
          onChange={(e) => (setFilter({ ...filter, action: e.target.value }), pages.reset())}
        />
        <PageButtons pages={pages} next={data?.next} />
        <a
          href={`/api/admin/players/${id}/ledger.csv?${new URLSearchParams(
            Object.entries(filter).filter(([, v]) => v !== ''),
          ).toString()}`}
          download
        >
          CSV of the whole query
        </a>
      </div>
      <DataTable
        name="Ledger"
        header={['id', 'time', 'action', 'good', 'delta', 'balance after', 'by', 'why', 'ref']}
        rows={(data?.rows ?? []).map((r) => [
          r.id,
          r.createdAt,
          r.action,
          r.what,
          r.delta,
          r.balanceAfter,
          r.by?.operator ?? '',
          r.by?.reason ?? '',
          r.ref,
        ])}
      />
    </section>
  );
}

/** The operators' actions on this player: who, what, when and why. */
function PlayerAudit({ id }: { id: string }) {
  const pages = useCursorPages();
  const { data } = useQuery(auditLogQueryOptions(pages.before, id));
  return (
    <section aria-label="Audit of this player">
      <DataTable
        name="Operator actions on this player"
        header={['time', 'operator', 'action', 'reason', 'detail']}
        rows={(data?.rows ?? []).map((r) => [
          r.createdAt,
          r.operator,
          r.action,
          r.reason,
          JSON.stringify(r.detail),
        ])}
      />
      <div className="admin-row">
        <PageButtons pages={pages} next={data?.next} />
      </div>
    </section>
  );
}

function Grant({ id }: { id: string }) {
  const qc = useQueryClient();
  const [shards, setShards] = useState('');
  const [twc, setTwc] = useState('');
  const [good, setGood] = useState('');
  const [count, setCount] = useState('');
  const [reason, setReason] = useState('');
  const grant = useMutation({
    mutationFn: () =>
      grantOrCorrect(
        {
          profileId: id,
          ...(shards ? { shards: Number(shards) } : {}),
          ...(twc ? { TWC: Number(twc) } : {}),
          ...(good && count ? goodBody(good, Number(count)) : {}),
        },
        reason,
      ),
    onSuccess: () => {
      setShards('');
      setTwc('');
      setCount('');
      setReason('');
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    grant.mutate();
  };
  const correction = Number(shards) < 0 || Number(twc) < 0 || Number(count) < 0;
  return (
    <form className="admin-form" onSubmit={submit} aria-label="Grant">
      <h3>Grant or correct</h3>
      <p className="admin-hint">
        A negative amount takes back (a correction), never below zero. Cards count as the market counts them:
        spare cards, then the level-1 trait or weapon itself; a potion counts whole potions.
      </p>
      <div className="admin-row">
        <label>
          Shards <input inputMode="numeric" value={shards} onChange={(e) => setShards(e.target.value)} />
        </label>
        <label>
          TWC <input inputMode="numeric" value={twc} onChange={(e) => setTwc(e.target.value)} />
        </label>
        <label>
          Good
          <select value={good} onChange={(e) => setGood(e.target.value)}>
            <GoodOptions />
          </select>
        </label>
        <label>
          Amount <input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
      </div>
      <label>
        Reason <input required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={grant.isPending || !reason.trim()}>
        {correction ? 'Correct' : 'Grant'}
      </button>
      {grant.error && <p role="alert">{grant.error.message}</p>}
      {grant.isSuccess && <p role="status">Done: see the ledger.</p>}
    </form>
  );
}

/** Suspends the player (sessions revoked, sign-ins refused with the reason) or lifts it. */
function Suspension({ id, suspended }: { id: string; suspended: boolean }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: () =>
      adminCall(suspended ? api.unsuspend : api.suspend, { params: { id }, body: {} }, reason),
    onSuccess: () => {
      setReason('');
      void qc.invalidateQueries({ queryKey: ['admin', 'player', id] });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
  const title = suspended ? 'Lift the suspension' : 'Suspend';
  return (
    <form
      className="admin-form"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        act.mutate();
      }}
    >
      <label>
        Reason <input required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={act.isPending || !reason.trim()}>
        {title}
      </button>
      {act.error && <p role="alert">{act.error.message}</p>}
    </form>
  );
}

function Player({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data, error } = useQuery(playerQueryOptions(id));
  // A viewer sees no write; support and admins do (the server checks the role and the limit).
  const me = useQuery(meQueryOptions());
  const support = me.data ? mayDo(me.data.role, 'support') : false;
  const revoke = useMutation({
    mutationFn: (reason: string) => adminCall(api.revokeSessions, { params: { id }, body: {} }, reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'player', id] }),
  });
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <article className="admin-player">
      <h2>{data.username}</h2>
      <dl className="admin-facts">
        <dt>Profile id</dt>
        <dd>{data.id}</dd>
        <dt>Discord id</dt>
        <dd>{data.discordId}</dd>
        <dt>Joined</dt>
        <dd>{data.createdAt}</dd>
        <dt>Shards</dt>
        <dd data-testid="player-shards">{data.pocket.shards}</dd>
        <dt>TWC</dt>
        <dd>{data.pocket.TWC}</dd>
        <dt>Energy</dt>
        <dd>{data.pocket.energy}</dd>
        <dt>Active listings</dt>
        <dd>{data.listings.length}</dd>
        <dt>Live sessions</dt>
        <dd>{data.liveSessions}</dd>
        <dt>Suspended</dt>
        <dd data-testid="player-suspension">
          {data.suspension
            ? `since ${utcLabel(data.suspension.since)} by ${data.suspension.operator}: ${data.suspension.reason}`
            : 'no'}
        </dd>
      </dl>
      {support && <Suspension id={id} suspended={data.suspension !== null} />}
      <PlayerHoldings data={data} />
      {support && (
        <button
          type="button"
          onClick={() => {
            const reason = window.prompt('Why revoke every session of this player?');
            if (reason) revoke.mutate(reason);
          }}
        >
          Revoke all sessions
        </button>
      )}
      {support && <Grant id={id} />}
      {me.data?.role === 'support' && (
        <p>Your limit: {me.data.grantLimit} of any one good per grant or correction.</p>
      )}
      <Ledger id={id} />
      <PlayerAudit id={id} />
    </article>
  );
}

/** Player lookup by name, profile id or Discord id; `open` preselects one (from an anomaly link). */
export function PlayersPanel({ open, onOpen }: { open?: string; onOpen: (id: string) => void }) {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const chosen = open;
  const { data: hits } = useQuery(playerSearchQueryOptions(search));
  return (
    <div className="admin-panel">
      <form
        className="admin-row"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q);
        }}
      >
        <input
          aria-label="Find a player"
          placeholder="name, profile id or Discord id"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit">Find</button>
      </form>
      {hits && (
        <ul className="admin-hits">
          {hits.length === 0 && <li>No player found</li>}
          {hits.map((h) => (
            <li key={h.id}>
              <button type="button" onClick={() => onOpen(h.id)}>
                {h.username} · {h.discordId}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && <Player key={chosen} id={chosen} />}
    </div>
  );
}
