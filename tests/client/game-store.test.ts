import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { mirrorQueries } from '../../src/client/game/mirror.ts';
import { patchRun, resetGame, selectRegion, useGame } from '../../src/client/game/game-store.ts';
import { lockedToRun, selectedRegionId } from '../../src/client/game/selectors.ts';
import { cooldownLeft, energyNow } from '../../src/client/game/countdowns.ts';
import {
  connectionLost,
  HIDDEN_RETRY_MS,
  RETRY_MS,
  retryDelay,
  serverAnswered,
  useConnection,
  whenBack,
} from '../../src/client/game/connection.ts';
import type { ExpeditionView } from '../../src/rules/views/expedition-view.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';

const region = (id: number, locked = false) =>
  ({ id, locked, cooldownTill: null }) as unknown as ExpeditionView['regions'][number];
const expedition = (hidden: boolean, run = 3): ExpeditionView =>
  ({
    expedition: { hidden, region: run },
    regions: [region(1), region(2), region(3), region(4, true)],
  }) as unknown as ExpeditionView;

beforeEach(() => resetGame());

describe('the game store', () => {
  it("mirrors the query layer's answers as they arrive, and those cached before", () => {
    const qc = new QueryClient();
    qc.setQueryData(['pocket'], { shards: 5000 });
    mirrorQueries(qc);
    expect(useGame.getState().pocket).toEqual({ shards: 5000 });
    qc.setQueryData(['expedition'], expedition(true));
    expect(useGame.getState().expedition?.regions).toHaveLength(4);
    // Missions too (the reveal hold keeps the battle pass's claimed level); not other queries.
    qc.setQueryData(['missions'], { tasks: [] });
    expect(useGame.getState().missions).toEqual({ tasks: [] });
    qc.setQueryData(['crates'], { crates: [] });
    expect(Object.keys(useGame.getState())).not.toContain('crates');
  });

  it("keeps the player's pick, but the run's region while a run is active", () => {
    useGame.setState({ expedition: expedition(true) });
    expect(selectedRegionId(useGame.getState())).toBe(1);
    selectRegion(2);
    expect(selectedRegionId(useGame.getState())).toBe(2);
    useGame.setState({ expedition: expedition(false, 3) });
    expect(selectedRegionId(useGame.getState())).toBe(3);
    // During the run the player may look at another region (only the run's can be sent to)...
    expect(lockedToRun(useGame.getState())).toBe(false);
    selectRegion(1);
    expect(selectedRegionId(useGame.getState())).toBe(1);
    // ...but not while a stage plays.
    patchRun({ running: { region: 3, stage: 2 } });
    expect(lockedToRun(useGame.getState())).toBe(true);
    patchRun({ running: null });
  });

  it('keeps a stage under way across screens until the flow ends it', () => {
    patchRun({ running: { region: 2, stage: 1 }, playing: true });
    expect(useGame.getState().run).toMatchObject({ running: { region: 2, stage: 1 }, playing: true });
    patchRun({ running: null });
    expect(useGame.getState().run.playing).toBe(true);
  });
});

describe('local countdowns', () => {
  const pocket = {
    energy: 10,
    maxEnergy: 80,
    energyUpdatedAt: '2026-01-01T00:00:00.000Z',
  } as PocketView;
  const t0 = Date.parse(pocket.energyUpdatedAt);

  it("regenerates energy with the rules' tick of 90 s between answers", () => {
    expect(energyNow(pocket, t0 + 90_000 * 3 + 1_000)).toEqual({ energy: 13, nextInMs: 89_000 });
  });

  it('counts a cooldown down to 0', () => {
    const cooling = { cooldownTill: '2026-01-01T01:00:00.000Z' };
    expect(cooldownLeft(cooling, t0 + 59 * 60_000)).toBe(60_000);
    expect(cooldownLeft(cooling, t0 + 61 * 60_000)).toBe(0);
  });
});

describe('the connection', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks /api/health every second while lost, and refreshes once it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetch = vi.fn(async () => (up ? new Response('{}') : Promise.reject(new TypeError('down'))));
    vi.stubGlobal('fetch', fetch);
    const back = vi.fn();
    whenBack(back);
    useConnection.setState({ lostAt: null });
    connectionLost();
    expect(RETRY_MS).toBe(1000);
    expect([retryDelay(false), retryDelay(true)]).toEqual([1000, 8000]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(useConnection.getState().lostAt).not.toBeNull();
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(useConnection.getState().lostAt).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HIDDEN_RETRY_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(11);
  });

  it('asks at once when the network returns or the window is focused, not a second later', async () => {
    vi.useFakeTimers();
    let up = false;
    const fetch = vi.fn(async () => (up ? new Response('{}') : Promise.reject(new TypeError('down'))));
    vi.stubGlobal('fetch', fetch);
    useConnection.setState({ lostAt: null });
    connectionLost();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useConnection.getState().lostAt).not.toBeNull();
    up = true;
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useConnection.getState().lostAt).toBeNull();
    // Back: a focus no longer asks.
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ends a lost connection when any call is answered, with no ask of its own', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => Promise.reject(new TypeError('down')));
    vi.stubGlobal('fetch', fetch);
    const back = vi.fn();
    whenBack(back);
    useConnection.setState({ lostAt: null });
    connectionLost();
    serverAnswered();
    expect(useConnection.getState().lostAt).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(0);
  });
});
