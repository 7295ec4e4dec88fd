/**
 * The world's feed (GET /api/world/live, public): other players' Warlords marching out to a region
 * or back to camp, a few a second at most. Held in a small store the map reads; open only while a
 * map shows it (counted), reconnecting by itself; nothing is shown when it is down.
 */
import { followEventStream } from './event-stream.ts';
import { create } from 'zustand';

/** A Warlord seen on the map (the server's WorldMarch): its public look and where it goes. */
export interface WorldMarch {
  id: number;
  name: string;
  appliedTraits: number[];
  appliedItems: number[];
  region: number;
  heading: 'out' | 'back';
  at: string;
}

/** The marchers shown at most: the most recent, one per player. */
export const MAX_MARCHERS = 20;

export const useWorld = create<{ marches: WorldMarch[] }>(() => ({ marches: [] }));

// The browser tests' view of the feed: the names of the Warlords the map has been told of.
if (typeof navigator !== 'undefined' && navigator.webdriver)
  (window as unknown as { worldMarches?: () => string[] }).worldMarches = () =>
    useWorld.getState().marches.map((m) => m.name);

/** Keeps the latest march of each player, the most recent `MAX_MARCHERS` players. */
export function withMarch(marches: readonly WorldMarch[], march: WorldMarch): WorldMarch[] {
  return [...marches.filter((m) => m.name !== march.name), march].slice(-MAX_MARCHERS);
}

let viewers = 0;
let abort: AbortController | null = null;

const run = (signal: AbortSignal) =>
  followEventStream({
    url: '/api/world/live',
    onEvent(e) {
      if (e.event === 'marches') {
        const recent = JSON.parse(e.data) as WorldMarch[];
        useWorld.setState({ marches: recent.reduce(withMarch, [] as WorldMarch[]) });
      } else if (e.event === 'march') {
        useWorld.setState((s) => ({ marches: withMarch(s.marches, JSON.parse(e.data) as WorldMarch) }));
      }
    },
    signal,
  });

/** Opens the feed for one more viewer; answers the function that closes it for that viewer. */
export function followWorld(): () => void {
  viewers += 1;
  if (!abort) {
    abort = new AbortController();
    void run(abort.signal);
  }
  return () => {
    viewers -= 1;
    if (viewers > 0) return;
    abort?.abort();
    abort = null;
  };
}
