import { describe, expect, it } from 'vitest';
import { loadBotConfig, type BotEnv } from '../../src/bot/config.ts';

const ENV: BotEnv = {
  DISCORD_BOT_TOKEN: 'token',
  DISCORD_GUILD_ID: '100000000000000001',
  GM_CHANNEL_ID: '200000000000000001',
  MEMES_CHANNEL_ID: '200000000000000002',
  ART_CHANNEL_ID: '200000000000000003',
  GENERAL_CHANNEL_ID: '200000000000000004',
  THREADS_CHANNEL_ID: '200000000000000005',
  ENGAGE_CHANNEL_ID: '200000000000000006',
  COLLAB_CHANNEL_ID: '200000000000000007',
  MODERATOR_ROLE_ID: '300000000000000001',
  GAME_SERVER_URL: 'http://127.0.0.1:3000/',
  BOT_TOKEN: 'bot',
};

describe('the bot settings', () => {
  it('read the environment with defaults for the rest', () => {
    const config = loadBotConfig(ENV);
    expect(config.channels.memes).toBe('200000000000000002');
    expect(config.gameServerUrl).toBe('http://127.0.0.1:3000');
    expect(config.moderators).toEqual({ roleId: '300000000000000001', userIds: [], emoji: '✅' });
    expect(config.minAccountAgeDays).toBe(7);
    expect(config.floodMinWords).toBe(4);
    expect(config.discordApiBase).toBe('https://discord.com/api');
  });

  it('accept moderators by user id, separated by commas or spaces', () => {
    const config = loadBotConfig({
      ...ENV,
      MODERATOR_ROLE_ID: '',
      MODERATOR_IDS: '400000000000000001, 400000000000000002',
    });
    expect(config.moderators.userIds).toEqual(['400000000000000001', '400000000000000002']);
  });

  it('name every bad or missing value in one error', () => {
    const { DISCORD_BOT_TOKEN: _, ...rest } = ENV;
    expect(() =>
      loadBotConfig({
        ...rest,
        GM_CHANNEL_ID: 'general',
        GAME_SERVER_URL: 'nowhere',
        MODERATOR_ROLE_ID: undefined,
      }),
    ).toThrow(
      /Bad bot settings[\s\S]*DISCORD_BOT_TOKEN: not set[\s\S]*GM_CHANNEL_ID: a Discord id is 15 to 21 digits[\s\S]*GAME_SERVER_URL/,
    );
    expect(() => loadBotConfig({ ...ENV, MODERATOR_ROLE_ID: undefined })).toThrow(
      /MODERATOR_ROLE_ID or MODERATOR_IDS/,
    );
  });
});
