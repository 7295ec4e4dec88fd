import { MutationObserver } from '@tanstack/react-query';
import { call } from './client.ts';
import { queryClient } from './query-client.ts';
import * as api from '../../contract/game.ts';
import type { NoticeSettingsView } from '../../rules/views/notice-settings-view.ts';

// Read and written outside React (the tray's store, game/notices.ts), through the query client all
// the same: its caches' error handlers tell a failure as every other call's (call-errors.ts).

/** GET /settings/notices: the kinds the player turned off, and system notifications on or off. */
export function fetchNoticeSettings(): Promise<NoticeSettingsView> {
  return queryClient.fetchQuery({
    queryKey: ['notice-settings'] as const,
    queryFn: () => call(api.noticeSettingsRead),
    staleTime: 0,
  });
}

/** PUT /settings/notices: replaces them; answers them as kept. */
export function saveNoticeSettings(settings: NoticeSettingsView): Promise<NoticeSettingsView> {
  const save = new MutationObserver(queryClient, {
    mutationFn: (body: NoticeSettingsView) => call(api.noticeSettingsWrite, { body }),
  });
  return save.mutate(settings);
}
