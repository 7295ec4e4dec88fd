/** Writing answers of POST calls into the query cache, so screens show them at once. */
import type { QueryClient } from '@tanstack/react-query';
import { expeditionQueryOptions } from './expedition.ts';
import { missionsQueryOptions } from './missions.ts';
import { pocketQueryOptions } from './pocket.ts';
import { warlordQueryOptions } from './warlord.ts';
import { cratesQueryOptions } from './crates.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';

export function setWarlord(qc: QueryClient, warlord: WarlordView | undefined): void {
  if (warlord) qc.setQueryData(warlordQueryOptions().queryKey, warlord);
}

export function setPocket(qc: QueryClient, pocket: PocketView | undefined): void {
  if (pocket) qc.setQueryData(pocketQueryOptions().queryKey, pocket);
}

/** Merges part of the pocket into the cached one (when an answer carries only a list). */
export function patchPocket(qc: QueryClient, patch: Partial<PocketView>): void {
  qc.setQueryData(pocketQueryOptions().queryKey, (old) => (old ? { ...old, ...patch } : old));
}

export function setMissions(qc: QueryClient, missions: MissionsView | undefined): void {
  if (missions) qc.setQueryData(missionsQueryOptions().queryKey, missions);
}

type Resource = 'pocket' | 'warlord' | 'missions' | 'expedition' | 'crates';
const KEYS = {
  pocket: pocketQueryOptions().queryKey,
  warlord: warlordQueryOptions().queryKey,
  missions: missionsQueryOptions().queryKey,
  expedition: expeditionQueryOptions().queryKey,
  crates: cratesQueryOptions().queryKey,
};

/** Marks resources the answer did not carry but the write changed, so they are fetched again. */
export function invalidate(qc: QueryClient, ...resources: Resource[]): void {
  for (const r of resources) void qc.invalidateQueries({ queryKey: KEYS[r] });
}
