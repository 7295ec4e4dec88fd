import { describe, expect, it } from 'vitest';
import {
  activityOfMessage,
  activityOfReaction,
  isGrantEmoji,
  mayEarn,
  saysGm,
  snowflakeTime,
  type FloodMemory,
  type MessageChange,
} from '../../src/bot/mapping.ts';
import {
  BOT,
  CONFIG,
  FRESH,
  IMAGE,
  MEMBER,
  MODERATOR,
  NOW,
  message,
  reaction,
  snowflakeAt,
} from './fixtures.ts';

const created = (m: MessageChange['message']): MessageChange => ({ kind: 'created', message: m });
const map = (m: MessageChange['message'], flood: FloodMemory = new Map()) =>
  activityOfMessage(created(m), CONFIG, flood, NOW);
const { channels } = CONFIG;

describe('gm in the gm channel', () => {
  it.each([
    'gm',
    'GM',
    'gmgm',
    'gm!',
    'gm ☀️',
    'Gm fam',
    'gmmm',
    'GOOD MORNING',
    'good morning everyone',
    'gud mornin',
    'goodmorning',
    'gm <@123456789012345678>',
  ])('counts "%s" as Gm (type 1)', (content) => {
    const m = message({ channelId: channels.gm, content });
    expect(map(m)).toEqual({ discordId: MEMBER.id, type: 1, externalId: `msg:${m.id}` });
  });

  it.each(['hello', 'i said gm yesterday', 'gn', 'good evening', 'gmt+2 here', ''])(
    'does not count "%s"',
    (content) => {
      expect(map(message({ channelId: channels.gm, content }))).toBeNull();
    },
  );

  it('does not count gm said in general as Gm (it is chat there)', () => {
    expect(map(message({ channelId: channels.general, content: 'gm' }))).toBeNull();
  });

  it('reads the spellings apart from the channel', () => {
    expect(saysGm('gm ☀️')).toBe(true);
    expect(saysGm('gem')).toBe(false);
  });
});

describe('images in memes and art', () => {
  it('counts an image in memes as Meme (type 2) and in art as Art (type 3)', () => {
    const meme = message({ channelId: channels.memes, attachments: [IMAGE] });
    const art = message({
      channelId: channels.art,
      attachments: [{ name: 'DRAWING.JPG', contentType: null }],
    });
    expect(map(meme)).toEqual({ discordId: MEMBER.id, type: 2, externalId: `msg:${meme.id}` });
    expect(map(art)).toEqual({ discordId: MEMBER.id, type: 3, externalId: `msg:${art.id}` });
  });

  it('does not count text, or a file that is no image, in memes or art', () => {
    expect(map(message({ channelId: channels.memes, content: 'lol look at this' }))).toBeNull();
    const pdf = { name: 'paper.pdf', contentType: 'application/pdf' };
    expect(map(message({ channelId: channels.art, attachments: [pdf] }))).toBeNull();
  });

  it('counts an image posted in a thread of the memes channel', () => {
    const m = message({ channelId: '900000000000000001', parentId: channels.memes, attachments: [IMAGE] });
    expect(map(m)?.type).toBe(2);
  });
});

describe('flood in general', () => {
  it('counts chat of at least 4 words as Flood (type 0)', () => {
    const m = message({ content: 'what a nice day today' });
    expect(map(m)).toEqual({ discordId: MEMBER.id, type: 0, externalId: `msg:${m.id}` });
  });

  it('does not count chat of fewer than 4 words, emoji and mentions not being words', () => {
    expect(map(message({ content: 'lol so true' }))).toBeNull();
    expect(map(message({ content: 'ok 🔥 🔥 <@123456789012345678> <:pepe:123456789012345678>' }))).toBeNull();
  });

  it('counts once a minute per member: 59 s later nothing, 60 s later again', () => {
    const flood: FloodMemory = new Map();
    const words = 'this is a real sentence';
    expect(map(message({ content: words, agoMs: 120_000 }), flood)?.type).toBe(0);
    expect(map(message({ content: words, agoMs: 61_000 }), flood)).toBeNull();
    expect(map(message({ content: words, agoMs: 60_000 }), flood)?.type).toBe(0);
  });

  it('keeps a minute for each member apart', () => {
    const flood: FloodMemory = new Map();
    const other = { id: snowflakeAt(NOW - 400 * 86_400_000, 9), bot: false };
    expect(map(message({ content: 'one two three four' }), flood)?.discordId).toBe(MEMBER.id);
    expect(map(message({ content: 'one two three four', author: other }), flood)?.discordId).toBe(other.id);
  });

  it('counts nothing in a channel the bot does not watch, or in another guild', () => {
    expect(map(message({ channelId: '999999999999999999', content: 'one two three four' }))).toBeNull();
    expect(map(message({ guildId: '999999999999999999', content: 'one two three four' }))).toBeNull();
  });
});

describe('who earns', () => {
  it('reads an account’s age from its id', () => {
    expect(snowflakeTime(snowflakeAt(NOW))).toBe(NOW);
    expect(snowflakeTime('175928847299117063')).toBe(Date.parse('2016-04-30T11:18:25.796Z'));
  });

  it('gives nothing to accounts younger than 7 days, and gives at exactly 7 days', () => {
    expect(map(message({ channelId: channels.gm, content: 'gm', author: FRESH }))).toBeNull();
    const week = { id: snowflakeAt(NOW - 7 * 86_400_000), bot: false };
    expect(mayEarn(week, 7, NOW)).toBe(true);
    expect(mayEarn(week, 7, NOW - 1)).toBe(false);
  });

  it('gives nothing to bots', () => {
    expect(map(message({ channelId: channels.gm, content: 'gm', author: BOT }))).toBeNull();
  });
});

describe('edits and deletes', () => {
  it('count nothing, even an edit that turns a message into a gm', () => {
    const m = message({ channelId: channels.gm, content: 'gm' });
    expect(activityOfMessage({ kind: 'edited', message: m }, CONFIG, new Map(), NOW)).toBeNull();
    expect(activityOfMessage({ kind: 'deleted', message: m }, CONFIG, new Map(), NOW)).toBeNull();
  });

  it('give a redelivered message the same external id, which the server counts once', () => {
    const m = message({ channelId: channels.memes, attachments: [IMAGE] });
    expect(map(m)?.externalId).toBe(map(m)?.externalId);
  });

  it('do not open a new flood minute when a message is delivered again', () => {
    const flood: FloodMemory = new Map();
    const m = message({ content: 'one two three four' });
    expect(map(m, flood)?.type).toBe(0);
    expect(map(m, flood)).toBeNull();
  });
});

describe('moderator reactions', () => {
  it('grant Thread (4), Engage (7) and Collab (20) by the channel, to the post’s author', () => {
    for (const [channelId, type] of [
      [channels.threads, 4],
      [channels.engage, 7],
      [channels.collab, 20],
    ] as const) {
      const r = reaction({ channelId });
      expect(activityOfReaction(r, CONFIG, NOW)).toEqual({
        discordId: MEMBER.id,
        type,
        externalId: `react:${r.messageId}:${type}`,
      });
    }
  });

  it('grant once per post: a second moderator’s reaction has the same external id', () => {
    const r = reaction();
    const other = {
      ...r,
      reactor: { id: snowflakeAt(NOW - 999 * 86_400_000, 5), bot: false, roles: [CONFIG.moderators.roleId!] },
    };
    expect(activityOfReaction(other, CONFIG, NOW)?.externalId).toBe(
      activityOfReaction(r, CONFIG, NOW)?.externalId,
    );
  });

  it('grant nothing from a member without the role, unless listed as a moderator', () => {
    const plain = reaction({ reactor: { ...MODERATOR, roles: [] } });
    expect(activityOfReaction(plain, CONFIG, NOW)).toBeNull();
    const listed = { ...CONFIG, moderators: { ...CONFIG.moderators, userIds: [MODERATOR.id] } };
    expect(activityOfReaction(plain, listed, NOW)?.type).toBe(4);
  });

  it('grant nothing with another emoji, in another channel, on one’s own post, or to a young account', () => {
    expect(activityOfReaction(reaction({ emoji: { name: '👍', id: null } }), CONFIG, NOW)).toBeNull();
    expect(activityOfReaction(reaction({ channelId: channels.general }), CONFIG, NOW)).toBeNull();
    expect(activityOfReaction(reaction({ author: MODERATOR }), CONFIG, NOW)).toBeNull();
    expect(activityOfReaction(reaction({ author: FRESH }), CONFIG, NOW)).toBeNull();
    expect(activityOfReaction(reaction({ author: BOT }), CONFIG, NOW)).toBeNull();
  });

  it('recognise a unicode emoji with or without its variation selector, and custom emoji by id', () => {
    expect(isGrantEmoji({ name: '✅', id: null }, '✅\uFE0F')).toBe(true);
    expect(
      isGrantEmoji({ name: 'approved', id: '123456789012345678' }, '<:approved:123456789012345678>'),
    ).toBe(true);
    expect(isGrantEmoji({ name: 'approved', id: '123456789012345678' }, '123456789012345678')).toBe(true);
    expect(
      isGrantEmoji({ name: 'approved', id: '999999999999999999' }, '<:approved:123456789012345678>'),
    ).toBe(false);
  });
});
