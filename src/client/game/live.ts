/**
 * The player's live stream (GET /api/{userId}/live, server-sent events read through fetch, since
 * EventSource cannot carry the game's Authorization header). Each `change` writes the views the
 * server sent into the query cache, where the mirror hands them to the game store, so every open
 * screen and the HUD show the server's figures without a reload; what others did to the player (a
 * sale, a grant, community XP) is told in a toast. While the stream is down the game reads as it
 * always did, on its own refetches: nothing alarming is shown, and it reconnects by itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EventSourceMessage } from 'eventsource-parser';
import { followEventStream } from './event-stream.ts';
import { useSession } from '../session/session-store.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
import { liveViewsWiring, type LiveViewsWire } from '../../contract/wire.ts';
import { liveNoteTexts, type LiveNote } from './live-notes.ts';
import { showInfo } from '../ui/toast.ts';
import { addNotice } from './notices.ts';

/** What a `change` event carries. */
interface LiveChange {
  views: { pocket: PocketView; warlord: WarlordView; missions: MissionsView; expedition: ExpeditionView };
  notes: LiveNote[];
  missed: boolean;
}

const VIEW_KEYS = ['pocket', 'warlord', 'missions', 'expedition'] as const;

/** Applies one event to the cache (exported for its unit test). */
export function applyLiveEvent(qc: QueryClient, e: EventSourceMessage, resumed: boolean): void {
  if (e.event === 'hello') {
    // A fresh stream after a gap the server could not replay: read the views again.
    if (resumed)
      for (const key of [...VIEW_KEYS, 'market', 'orders']) void qc.invalidateQueries({ queryKey: [key] });
    return;
  }
  if (e.event !== 'change') return;
  const wire = JSON.parse(e.data) as Omit<LiveChange, 'views'> & { views: LiveViewsWire };
  // The views in the code's names, as the game's calls give them (src/contract/wire.ts).
  const change: LiveChange = { ...wire, views: liveViewsWiring.unwire(wire.views) };
  for (const key of VIEW_KEYS) qc.setQueryData([key], change.views[key]);
  // A sale, an expiry, or a listing made or cancelled from another tab changes the market's own
  // reads too (my listings, the listings browsed, a good's history): read them again.
  if (change.missed || change.notes.some((n) => n.action.startsWith('market.'))) {
    void qc.invalidateQueries({ queryKey: ['market'] });
  }
  // Every committed change is a row of the player's history: an open history reads it again; and
  // it may count towards today's orders.
  void qc.invalidateQueries({ queryKey: ['history'] });
  void qc.invalidateQueries({ queryKey: ['orders'] });
  for (const { kind, text } of liveNoteTexts(change.notes)) if (addNotice(kind, text)) showInfo(text);
}

/**
 * Keeps one stream open while a player is signed in (a new one when the player changes, none once
 * signed out). Returns the function that stops it.
 */
export function startLive(qc: QueryClient): () => void {
  let abort: AbortController | null = null;
  let who: string | null = null;

  // A session the server no longer holds ends the stream: the game's own calls say so and sign out.
  const run = (user: { profileId: string; discordId: string; token: string }, signal: AbortSignal) =>
    followEventStream({
      url: `/api/${user.profileId}/live`,
      headers: { authorization: `Bearer ${user.token}`, 'x-discord-id': user.discordId },
      onEvent: (e, resumed) => applyLiveEvent(qc, e, resumed),
      signal,
    });

  function follow(user: { profileId: string; discordId: string; token: string } | null) {
    const next = user?.token ? user.profileId : null;
    if (next === who) return;
    abort?.abort();
    abort = null;
    who = next;
    if (!user?.token) return;
    abort = new AbortController();
    void run(user, abort.signal);
  }

  follow(useSession.getState().user);
  const unsubscribe = useSession.subscribe((s) => follow(s.user));
  return () => {
    unsubscribe();
    abort?.abort();
  };
}
