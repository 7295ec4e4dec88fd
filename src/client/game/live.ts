/**
 * The player's live stream (GET /api/{userId}/live, server-sent events read through fetch, since
 * EventSource cannot carry the game's Authorization header). Each `change` writes the views the
 * server sent into the query cache, where the mirror hands them to the game store, so every open
 * screen and the HUD show the server's figures without a reload; what others did to the player (a
 * sale, a grant, community XP) is told in a toast. While the stream is down the game reads as it
 * always did, on its own refetches: nothing alarming is shown, and it reconnects by itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useSession } from '../session/session-store.ts';
import type { ExpeditionView, MissionsView, PocketView, WarlordView } from '../api/types.ts';
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
/** Waits between reconnects: doubling from 1 s to 30 s, reset by an event. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Applies one event to the cache (exported for its unit test). */
export function applyLiveEvent(qc: QueryClient, e: EventSourceMessage, resumed: boolean): void {
  if (e.event === 'hello') {
    // A fresh stream after a gap the server could not replay: read the views again.
    if (resumed) for (const key of VIEW_KEYS) void qc.invalidateQueries({ queryKey: [key] });
    return;
  }
  if (e.event !== 'change') return;
  const change = JSON.parse(e.data) as LiveChange;
  for (const key of VIEW_KEYS) qc.setQueryData([key], change.views[key]);
  for (const { kind, text } of liveNoteTexts(change.notes)) if (addNotice(kind, text)) showInfo(text);
}

/**
 * Keeps one stream open while a player is signed in (a new one when the player changes, none once
 * signed out). Returns the function that stops it.
 */
export function startLive(qc: QueryClient): () => void {
  let abort: AbortController | null = null;
  let who: string | null = null;

  async function run(user: { profileId: string; discordId: string; token: string }, signal: AbortSignal) {
    let lastId = null as string | null;
    let wait = RETRY_MIN_MS;
    while (!signal.aborted) {
      try {
        const headers: Record<string, string> = {
          accept: 'text/event-stream',
          authorization: `Bearer ${user.token}`,
          'x-discord-id': user.discordId,
        };
        if (lastId !== null) headers['last-event-id'] = lastId;
        const res = await fetch(`/api/${user.profileId}/live`, {
          headers,
          signal,
          cache: 'no-store',
        });
        // A session the server no longer holds: the game's own calls will say so and sign out.
        if (res.status === 401 || res.status === 403 || !res.body) return;
        if (!res.ok) throw new Error(`live stream answered ${res.status}`);
        const resumed = lastId !== null;
        const parser = createParser({
          onEvent(e) {
            if (e.id) lastId = e.id;
            wait = RETRY_MIN_MS;
            applyLiveEvent(qc, e, resumed);
          },
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        if (signal.aborted) return;
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(RETRY_MAX_MS, wait * 2);
    }
  }

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
