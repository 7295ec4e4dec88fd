import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as api from '../../contract/game.ts';
import { call } from '../api/client.ts';
import { useCrates } from '../api/crates.ts';
import { useSignedIn } from '../api/signed-in.ts';
import { firstSteps, showFirstSteps, withRemembered, type FirstStep } from '../game/first-steps.ts';
import { useExpedition, useLatestMissions, useShownPocket } from '../game/shown-views.ts';
import { useSession } from '../session/session-store.ts';
import { useNow } from './use-now.ts';
import './first-steps.css';

interface Memory {
  /** Steps seen done once: they stay ticked. */
  done: string[];
  dismissed: boolean;
}

/** What this browser remembers of each player's first steps (no server state: issue 24). */
const useMemory = create<{
  players: Record<string, Memory>;
  remember: (player: string, keys: string[]) => void;
  dismiss: (player: string) => void;
}>()(
  persist(
    (set) => ({
      players: {},
      remember: (player, keys) =>
        set((s) => {
          const was = s.players[player] ?? { done: [], dismissed: false };
          const done = [...new Set([...was.done, ...keys])];
          return { players: { ...s.players, [player]: { ...was, done } } };
        }),
      dismiss: (player) =>
        set((s) => ({
          players: {
            ...s.players,
            [player]: { ...(s.players[player] ?? { done: [] }), dismissed: true },
          },
        })),
    }),
    { name: 'warlords-first-steps', partialize: (s) => ({ players: s.players }) },
  ),
);

/** The first steps of the signed-in player, or null while its pocket loads or once it is over. */
export function useFirstSteps(): { steps: FirstStep[]; dismiss: () => void } | null {
  const player = useSession((s) => s.user?.profileId) ?? '';
  const memory = useMemory((s) => s.players[player]);
  const remember = useMemory((s) => s.remember);
  const dismiss = useMemory((s) => s.dismiss);
  const over = Boolean(memory?.dismissed) || (memory?.done.length ?? 0) >= 4;
  const signedIn = useSignedIn();
  const pocket = useShownPocket().data;
  const expedition = useExpedition().data;
  const missions = useLatestMissions().data;
  const crates = useCrates().data;
  // The newest crate and gumball rows of the ledger (kind `crates`); refreshed with every history
  // read when the live stream hears a change.
  const history = useQuery({
    queryKey: ['history', '', 'crates', 'first-steps'] as const,
    queryFn: () => call(api.history, { query: { kind: 'crates', limit: 100 } }),
    enabled: signedIn && !over,
  }).data;
  const now = useNow(5000);
  const derived =
    pocket && !over
      ? firstSteps({ pocket, expedition, missions, crates, crateHistory: history?.rows, now })
      : null;
  const newlyDone = derived
    ?.filter((s) => s.done && !memory?.done.includes(s.key))
    .map((s) => s.key)
    .join(',');
  useEffect(() => {
    if (player && newlyDone) remember(player, newlyDone.split(','));
  }, [player, newlyDone, remember]);
  if (!derived || !player) return null;
  const steps = withRemembered(derived, memory?.done ?? []);
  if (!showFirstSteps(steps, Boolean(memory?.dismissed))) return null;
  return { steps, dismiss: () => dismiss(player) };
}

/**
 * "First steps" for a new player: four things to do, each a link to where it is done, ticked when
 * done; gone once all are done or the player hides it. `compact` on the region card (no hints).
 */
export function FirstSteps({
  steps,
  onDismiss,
  compact = false,
  heading: Heading = 'h2',
}: {
  steps: FirstStep[];
  onDismiss: () => void;
  compact?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const id = useId();
  const done = steps.filter((s) => s.done).length;
  return (
    <section className={`first-steps${compact ? ' first-steps--compact' : ''}`} aria-labelledby={id}>
      <div className="first-steps__head">
        <Heading id={id} className="first-steps__title">
          First steps{' '}
          <span className="first-steps__count">
            {done} of {steps.length} done
          </span>
        </Heading>
        <button type="button" className="link-button first-steps__hide" onClick={onDismiss}>
          Hide<span className="visually-hidden"> first steps</span>
        </button>
      </div>
      <ol className="first-steps__list">
        {steps.map((s) => (
          <li
            key={s.key}
            className={`first-steps__step${s.done ? ' first-steps__step--done' : ''}`}
            data-step={s.key}
          >
            <span className="first-steps__tick" aria-hidden="true">
              {s.done ? '✓' : ''}
            </span>
            {s.done ? (
              <span className="first-steps__text">
                {s.text}
                <span className="visually-hidden"> (done)</span>
              </span>
            ) : (
              <span className="first-steps__text">
                <Link to={s.to}>{s.text}</Link>
                {compact ? null : <small className="first-steps__how">{s.how}</small>}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
