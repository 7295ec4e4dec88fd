import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { NoticeSettingsView } from '../../rules/views/notice-settings-view.ts';

/** GET /settings/notices: the kinds the player turned off, and system notifications on or off. */
export function fetchNoticeSettings(): Promise<NoticeSettingsView> {
  return call(api.noticeSettingsRead);
}

/** PUT /settings/notices: replaces them; answers them as kept. */
export function saveNoticeSettings(settings: NoticeSettingsView): Promise<NoticeSettingsView> {
  return call(api.noticeSettingsWrite, { body: settings });
}
