import type { ServerResponse } from 'node:http';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { SSEReplyInterface } from '@fastify/sse';
import { expeditionView } from '../../rules/views/expedition-view.ts';
import { missionsView } from '../../rules/views/missions-view.ts';
import { pocketView } from '../../rules/views/pocket-view.ts';
import { warlordView } from '../../rules/views/warlord-view.ts';
import { liveViewsWiring, type LiveViewsWire } from '../../contract/wire.ts';
import type { PlayerState } from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import { ledger, players } from '../db/schema.ts';
import { loadWorld } from '../game/world.ts';
import { MAX_BUFFERED, type LiveListener } from './live-hub.ts';

/** The ledger rows one event carries at most; a longer gap says `missed` (the client reads its history). */
export const NOTES_PER_EVENT = 50;

/** One balance change of the event, as the ledger has it. */
export interface LiveNoteRow {
  action: string;
  what: string;
  delta: number;
  balanceAfter: number;
  at: string;
}

/** The views a committed change can touch, as the game's reads answer them (the wire's names). */
export type LiveViews = LiveViewsWire;

interface StreamParts {
  playerId: string;
  tokenHash: string;
  sse: SSEReplyInterface;
  raw: ServerResponse;
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>;
}

/**
 * One player's stream: each change it hears of (a save's sequence) is answered with the player's
 * views as they are now and the ledger rows written since the last event it sent, under the id of
 * the sequence reached. Changes heard while an event is being read fold into the next, so a
 * connection never holds more than one event in waiting.
 */
export class LiveStream implements LiveListener {
  readonly playerId: string;
  readonly tokenHash: string;
  private sent = 0;
  private wanted = 0;
  private running: Promise<void> | null = null;
  private closed = false;
  /**
   * Until the stream's first point is set (`hello` sent, or the resume point taken), a change
   * heard is only noted (`wanted`, or `lookAgain` for a change of unknown sequence): an event
   * read then could go out before `hello`, or from the wrong point, and be sent again after it.
   */
  private started = false;
  private lookAgain = false;

  constructor(private readonly parts: StreamParts) {
    this.playerId = parts.playerId;
    this.tokenHash = parts.tokenHash;
  }

  /**
   * Sends `hello` with the current sequence, or what was missed since `lastEventId`. The stream is
   * in the hub (it hears changes) before the sequence is read: a change committed after the read
   * is heard, and sent once after `hello`; one the read already sees is not sent again.
   */
  async start(lastEventId: string | null): Promise<void> {
    const seq = await this.currentSeq();
    if (this.closed) return;
    const last = lastEventId !== null && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
    if (last === null || last > seq) {
      this.sent = seq;
      await this.parts.sse.send({ id: String(seq), event: 'hello', data: { seq } });
    } else {
      this.sent = last;
      this.wanted = Math.max(this.wanted, seq);
    }
    this.started = true;
    if (this.lookAgain) {
      this.lookAgain = false;
      this.changed();
    } else if (this.wanted > this.sent) this.changed(this.wanted);
    // A resumed stream waits for its first event; with nothing missed, its headers go out now.
    await this.running;
    if (!this.closed) this.parts.sse.sendHeaders();
  }

  changed(seq?: number): void {
    if (this.closed) return;
    if (!this.started) {
      if (seq === undefined) this.lookAgain = true;
      else this.wanted = Math.max(this.wanted, seq);
      return;
    }
    if (seq !== undefined && seq <= this.sent) return;
    this.wanted = Math.max(this.wanted, seq ?? this.sent + 1);
    this.running ??= this.drain().finally(() => (this.running = null));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.parts.sse.close();
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.wanted > this.sent) {
      if (this.parts.raw.writableLength > MAX_BUFFERED) return this.close();
      const event = await this.read();
      if (!event || this.closed) return;
      if (event.seq <= this.sent) {
        // Heard of a save this read does not see yet (another process's replica lag): nothing new.
        this.wanted = this.sent;
        return;
      }
      this.sent = event.seq;
      await this.parts.sse.send({ id: String(event.seq), event: 'change', data: event.data });
    }
  }

  private async currentSeq(): Promise<number> {
    const { db } = this.parts.deps;
    const [row] = await db.read((d) =>
      d.select({ seq: players.liveSeq }).from(players).where(eq(players.id, this.playerId)).limit(1),
    );
    return row?.seq ?? 0;
  }

  /** The player's views now and the ledger rows since the last event sent. */
  private async read() {
    const { db, config, clock } = this.parts.deps;
    const since = this.sent;
    const found = await db.read(async (d) => {
      const [row] = await d
        .select({ seq: players.liveSeq, state: players.state })
        .from(players)
        .where(eq(players.id, this.playerId))
        .limit(1);
      if (!row) return null;
      const rows = await d
        .select({
          action: ledger.action,
          what: ledger.what,
          delta: ledger.delta,
          balanceAfter: ledger.balanceAfter,
          at: ledger.createdAt,
        })
        .from(ledger)
        .where(and(eq(ledger.playerId, this.playerId), gt(ledger.liveSeq, since)))
        .orderBy(desc(ledger.id))
        .limit(NOTES_PER_EVENT + 1);
      const world = await loadWorld(d, config, { voucherStock: true });
      return { row, rows, world };
    });
    if (!found) return null;
    const { row, rows, world } = found;
    const now = clock();
    const state = row.state as PlayerState;
    const views: LiveViews = liveViewsWiring.wire({
      pocket: pocketView(state, now),
      warlord: warlordView(state, now),
      missions: missionsView(state, now, world.voucherStock),
      expedition: expeditionView(state, now, world),
    });
    const notes: LiveNoteRow[] = rows
      .slice(0, NOTES_PER_EVENT)
      .reverse()
      .map((r) => ({ ...r, at: r.at.toISOString() }));
    return { seq: row.seq, data: { views, notes, missed: rows.length > NOTES_PER_EVENT } };
  }
}
