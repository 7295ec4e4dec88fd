/**
 * The bot end to end: discord.js against a Discord stand-in on loopback, events through the
 * on-disk queue to the real game server on a fresh embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, type Bot } from '../../src/bot/bot.ts';
import type { BotConfig } from '../../src/bot/config.ts';
import { gameServer } from '../../src/bot/game-server.ts';
import { createLogger } from '../../src/bot/logger.ts';
import { openQueue, type ActivityQueue } from '../../src/bot/queue.ts';
import type { MissionsView } from '../../src/rules/views/missions-view.ts';
import { startDiscordStandIn, userPayload, type DiscordStandIn } from './discord-stand-in.ts';
import { CONFIG, snowflakeAt } from './fixtures.ts';
import { BOT_TOKEN, startGameServer, type RunningGameServer } from './game-server.ts';

const DAY = 86_400_000;
const now = Date.now();
const MEMBER = { id: snowflakeAt(now - 400 * DAY, 11), name: 'aria' };
const MODERATOR = { id: snowflakeAt(now - 900 * DAY, 12), name: 'mod' };
const APP_ID = snowflakeAt(now - 500 * DAY, 13);
const STRANGER = { id: snowflakeAt(now - 200 * DAY, 15), name: 'stranger' };
const DISCORD_TOKEN = 'discord-token-of-the-bot';
const { channels, guildId } = CONFIG;

let discord: DiscordStandIn;
let game: RunningGameServer;
let dir: string;
let bot: Bot;
let queue: ActivityQueue;
let config: BotConfig;
const logs: { msg: string }[] = [];
let ids = 0;

/** A new message id made now. */
const messageId = () => snowflakeAt(Date.now(), 1000 + ++ids);

function messageCreate(
  id: string,
  channelId: string,
  content: string,
  attachments: object[] = [],
  author = MEMBER,
) {
  return {
    id,
    channel_id: channelId,
    guild_id: guildId,
    author: userPayload(author.id, author.name),
    member: {
      roles: [],
      joined_at: new Date(now - 300 * DAY).toISOString(),
      deaf: false,
      mute: false,
      flags: 0,
    },
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments,
    embeds: [],
    pinned: false,
    type: 0,
  };
}

const image = (id: string) => ({
  id,
  filename: 'meme.png',
  size: 1024,
  url: `https://cdn.example/${id}.png`,
  proxy_url: `https://cdn.example/${id}.png`,
  content_type: 'image/png',
  width: 64,
  height: 64,
});

/** A member's /xp, as Discord delivers the slash command. */
function xpCommand(who: { id: string; name: string }) {
  discord.dispatch('INTERACTION_CREATE', {
    id: messageId(),
    application_id: APP_ID,
    type: 2,
    token: 'interaction-token',
    version: 1,
    guild_id: guildId,
    channel_id: channels.general,
    channel: { id: channels.general, type: 0, guild_id: guildId, name: 'general' },
    member: {
      user: userPayload(who.id, who.name),
      roles: [],
      permissions: '0',
      joined_at: new Date(now).toISOString(),
      deaf: false,
      mute: false,
      flags: 0,
    },
    data: { id: '770000000000000000', name: 'xp', type: 1 },
    app_permissions: '0',
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {},
    context: 0,
  });
}

async function missions(): Promise<MissionsView> {
  const view = await gameServer(game.url, BOT_TOKEN).missionsOf(MEMBER.id);
  if (!view) throw new Error('the member is not a player');
  return view;
}

/** Waits until `check` passes (the gateway, the queue and the server are all asynchronous). */
async function eventually(check: () => Promise<void> | void, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function startBot() {
  const log = createLogger('debug', (line) => logs.push(JSON.parse(line)));
  const server = gameServer(config.gameServerUrl, config.botToken);
  queue = openQueue({
    file: config.queueFile,
    send: (e) => server.sendActivity(e),
    log,
    backoff: { initialMs: 50, maxMs: 400 },
  });
  bot = createBot({ config, log, game: server, queue });
  await bot.start();
}
async function stopBot() {
  // Nothing to stop where the set-up failed before the bot started.
  await bot?.stop();
  await queue?.stop();
}

beforeAll(async () => {
  discord = await startDiscordStandIn({
    token: DISCORD_TOKEN,
    applicationId: APP_ID,
    botUser: { id: snowflakeAt(now - 500 * DAY, 14), username: 'warlords-bot' },
    guild: { id: guildId, channels: Object.entries(channels).map(([name, id]) => ({ id, name })) },
  });
  game = await startGameServer();
  await game.addPlayer(MEMBER.id, MEMBER.name);
  dir = mkdtempSync(join(tmpdir(), 'bot-it-'));
  config = {
    ...CONFIG,
    discordToken: DISCORD_TOKEN,
    discordApiBase: discord.apiBase,
    gameServerUrl: game.url,
    botToken: BOT_TOKEN,
    moderators: { roleId: undefined, userIds: [MODERATOR.id], emoji: '✅' },
    queueFile: join(dir, 'queue.json'),
  };
  await startBot();
});

afterAll(async () => {
  await stopBot();
  await discord?.close();
  await game?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the community bot', () => {
  it('registers /xp in the guild once ready', () => {
    expect(discord.commands).toHaveLength(1);
    expect(discord.commands[0]).toEqual([expect.objectContaining({ name: 'xp' })]);
  });

  it('turns gm, a meme, chat and a moderator’s ✅ into XP on the player’s missions', async () => {
    discord.dispatch('MESSAGE_CREATE', messageCreate(messageId(), channels.gm, 'gm ☀️'));
    const memeId = messageId();
    discord.dispatch('MESSAGE_CREATE', messageCreate(memeId, channels.memes, '', [image(memeId)]));
    discord.dispatch(
      'MESSAGE_CREATE',
      messageCreate(messageId(), channels.general, 'who is up for an expedition tonight'),
    );
    discord.dispatch('MESSAGE_CREATE', messageCreate(messageId(), channels.general, 'short one'));
    const collabPost = messageId();
    discord.dispatch('MESSAGE_CREATE', messageCreate(collabPost, channels.collab, 'our guild x their guild'));
    discord.dispatch('MESSAGE_REACTION_ADD', {
      user_id: MODERATOR.id,
      channel_id: channels.collab,
      message_id: collabPost,
      guild_id: guildId,
      message_author_id: MEMBER.id,
      member: {
        user: userPayload(MODERATOR.id, MODERATOR.name),
        roles: [],
        joined_at: new Date(now).toISOString(),
        deaf: false,
        mute: false,
        flags: 0,
      },
      emoji: { id: null, name: '✅' },
      burst: false,
      type: 0,
    });
    await eventually(async () => {
      const m = await missions();
      expect([m.gmXp, m.memeXp, m.floodXp, m.collabXp]).toEqual([50, 350, 10, 500]);
    });
    const m = await missions();
    expect(m.today).toMatchObject({ Gm: 1, Meme: 1, Flood: 1, Collab: 1 });
  });

  it('does not count a redelivered message again, nor after the bot restarts', async () => {
    const gm = messageCreate(messageId(), channels.gm, 'gmgm');
    discord.dispatch('MESSAGE_CREATE', gm);
    discord.dispatch('MESSAGE_CREATE', gm);
    await eventually(async () => expect((await missions()).gmXp).toBe(100));

    await stopBot();
    const reconnected = discord.identified();
    await startBot();
    await reconnected;
    discord.dispatch('MESSAGE_CREATE', gm);
    discord.dispatch('MESSAGE_CREATE', messageCreate(messageId(), channels.gm, 'GM!'));
    await eventually(async () => expect((await missions()).gmXp).toBe(150));
    await queue.drained();
    expect((await missions()).today.Gm).toBe(3);
  });

  it('answers /xp with today’s XP per activity, seen only by the member', async () => {
    xpCommand(MEMBER);
    await eventually(() => expect(discord.callbacks).toHaveLength(1));
    const { body } = discord.callbacks[0]!;
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
    expect(body.data.content).toContain('**Gm**: 150 XP today (3 × 50) · no cap');
    expect(body.data.content).toContain('**Collab**: 500 XP today (1 × 500) · 4 of 5 left today');
    expect(body.data.content).toContain('Today: **1010 XP** from community activity.');
  });

  it('skips a member who is not a player, and tells them so on /xp', async () => {
    discord.dispatch('MESSAGE_CREATE', messageCreate(messageId(), channels.gm, 'gm', [], STRANGER));
    await eventually(() => expect(logs.some((l) => l.msg === 'queue: not a player yet, skipped')).toBe(true));
    xpCommand(STRANGER);
    await eventually(() => expect(discord.callbacks).toHaveLength(2));
    expect(discord.callbacks[1]!.body.data.content).toMatch(/not a Warlords player yet/);
  });

  it('keeps events while the game server is down and delivers them once it is back', async () => {
    await game.stop();
    discord.dispatch('MESSAGE_CREATE', messageCreate(messageId(), channels.gm, 'good morning'));
    const artId = messageId();
    discord.dispatch('MESSAGE_CREATE', messageCreate(artId, channels.art, 'my warlord', [image(artId)]));
    await eventually(() => expect(queue.pending().map((e) => e.type)).toEqual([1, 3]));
    await eventually(() =>
      expect(logs.some((l) => l.msg === 'queue: game server unavailable, will retry')).toBe(true),
    );

    await game.start();
    await queue.drained();
    const m = await missions();
    expect([m.gmXp, m.artXp]).toEqual([200, 100]);
  });
});
