import { authGet, authPut } from './client.ts';
import type { NoticeSettingsView } from '../../rules/views/notice-settings-view.ts';

/** GET /settings/notices: the kinds the player turned off, and system notifications on or off. */
export function fetchNoticeSettings(): Promise<NoticeSettingsView> {
  return authGet<NoticeSettingsView>('/settings/notices');
}

/** PUT /settings/notices: replaces them; answers them as kept. */
export function saveNoticeSettings(settings: NoticeSettingsView): Promise<NoticeSettingsView> {
  return authPut<NoticeSettingsView>('/settings/notices', settings);
}
