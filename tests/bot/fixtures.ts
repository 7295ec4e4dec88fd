import type { BotConfig } from '../../src/bot/config.ts';
import type { MessageFacts, ReactionFacts } from '../../src/bot/mapping.ts';

/** 2026-01-10T12:00:00Z. */
export const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const DISCORD_EPOCH = 1_420_070_400_000n;
const DAY = 24 * 60 * 60 * 1000;

/** A Discord id made at `time` (epoch ms), with `seq` to tell apart ids of the same millisecond. */
export function snowflakeAt(time: number, seq = 0): string {
  return (((BigInt(time) - DISCORD_EPOCH) << 22n) | BigInt(seq)).toString();
}

/** Accounts: a member of a year, one made yesterday, and a bot. */
export const MEMBER = { id: snowflakeAt(NOW - 365 * DAY, 1), bot: false };
export const FRESH = { id: snowflakeAt(NOW - DAY, 2), bot: false };
export const BOT = { id: snowflakeAt(NOW - 365 * DAY, 3), bot: true };
export const MODERATOR = { id: snowflakeAt(NOW - 900 * DAY, 4), bot: false };

export const CONFIG: BotConfig = {
  discordToken: 'discord-token',
  guildId: '100000000000000001',
  channels: {
    gm: '200000000000000001',
    memes: '200000000000000002',
    art: '200000000000000003',
    general: '200000000000000004',
    threads: '200000000000000005',
    engage: '200000000000000006',
    collab: '200000000000000007',
  },
  moderators: { roleId: '300000000000000001', userIds: [], emoji: '✅' },
  gameServerUrl: 'http://127.0.0.1:3000',
  botToken: 'bot-token',
  minAccountAgeDays: 7,
  floodMinWords: 4,
  queueFile: '/tmp/unused.json',
  discordApiBase: 'https://discord.com/api',
  logLevel: 'error',
};

let seq = 100;

/** A message in `channel` written `agoMs` before NOW. */
export function message(patch: Partial<MessageFacts> & { agoMs?: number } = {}): MessageFacts {
  const { agoMs = 0, ...rest } = patch;
  return {
    id: snowflakeAt(NOW - agoMs, seq++),
    guildId: CONFIG.guildId,
    channelId: CONFIG.channels.general,
    parentId: null,
    author: MEMBER,
    content: '',
    attachments: [],
    ...rest,
  };
}

export const IMAGE = { name: 'pepe.png', contentType: 'image/png' };

/** A moderator's ✅ on a member's post in the threads channel. */
export function reaction(patch: Partial<ReactionFacts> = {}): ReactionFacts {
  return {
    messageId: snowflakeAt(NOW - 1000, seq++),
    guildId: CONFIG.guildId,
    channelId: CONFIG.channels.threads,
    parentId: null,
    emoji: { name: '✅', id: null },
    reactor: { ...MODERATOR, roles: [CONFIG.moderators.roleId!] },
    author: MEMBER,
    ...patch,
  };
}
