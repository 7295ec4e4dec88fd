import { eq } from 'drizzle-orm';
import type { PlayerState } from '../../rules/state.ts';
import type { Database } from '../db/database.ts';
import { players } from '../db/schema.ts';
import type { LiveNote } from './live-channel.ts';
import type { LiveHub } from './live-hub.ts';

/** At most this many marches a second reach the world's viewers, however many players send. */
export const MARCHES_PER_SECOND = 4;
/** The marches a new viewer starts with (the most recent). */
export const RECENT_MARCHES = 20;

/** A Warlord seen on the map: its public look and where it goes; never a balance. */
export interface WorldMarch {
  id: number;
  name: string;
  appliedTraits: number[];
  appliedItems: number[];
  region: number;
  /** Out to the region (a stage sent), or back to camp (the run claimed). */
  heading: 'out' | 'back';
  at: string;
}

const HEADINGS: Record<string, WorldMarch['heading']> = {
  'expedition.sent': 'out',
  'expedition.claimed': 'back',
};

/**
 * The public feed of Warlords marching (GET /api/world/live): this process hears every save's
 * note, keeps those of sends and claims, samples them to MARCHES_PER_SECOND (the rest are
 * dropped, not queued), reads each kept one's public look and hands it to every viewer.
 */
export function worldFeed(db: Database, hub: LiveHub, clock: () => number) {
  const viewers = new Set<(march: WorldMarch) => void>();
  const closers = new Map<(march: WorldMarch) => void, () => void>();
  const recent: WorldMarch[] = [];
  let stop: (() => void) | null = null;
  let second = 0;
  let inSecond = 0;
  let ids = 0;

  async function hear(note: LiveNote): Promise<void> {
    const heading = HEADINGS[note.action];
    if (!heading || viewers.size === 0) return;
    const now = clock();
    const thisSecond = Math.floor(now / 1000);
    if (thisSecond !== second) [second, inSecond] = [thisSecond, 0];
    if (++inSecond > MARCHES_PER_SECOND) return;
    const [row] = await db.read((d) =>
      d
        .select({ name: players.username, state: players.state })
        .from(players)
        .where(eq(players.id, note.playerId))
        .limit(1),
    );
    if (!row) return;
    const state = row.state as PlayerState;
    const march: WorldMarch = {
      id: ++ids,
      name: row.name,
      appliedTraits: state.appliedTraits,
      appliedItems: state.appliedItems,
      region: state.expedition.region,
      heading,
      at: new Date(now).toISOString(),
    };
    recent.push(march);
    if (recent.length > RECENT_MARCHES) recent.shift();
    for (const see of viewers) see(march);
  }

  return {
    /** Ends every viewer's stream (the server is closing). */
    stop(): void {
      for (const close of [...closers.values()]) close();
    },
    /** Adds a viewer; answers the recent marches to start with and the function that removes it. */
    async watch(
      see: (march: WorldMarch) => void,
      close: () => void,
    ): Promise<{ recent: WorldMarch[]; leave: () => void }> {
      viewers.add(see);
      closers.set(see, close);
      stop ??= await hub.hearAll((note) => void hear(note).catch(() => undefined));
      return {
        recent: [...recent],
        leave: () => {
          viewers.delete(see);
          closers.delete(see);
          if (viewers.size === 0) {
            stop?.();
            stop = null;
          }
        },
      };
    },
  };
}

export type WorldFeed = ReturnType<typeof worldFeed>;
