import { TaskType } from '../rules/catalog/tasks.ts';
import type { BodyIn } from '../contract/endpoint.ts';
import type { activities } from '../contract/admin.ts';
import type { BotConfig } from './config.ts';

/**
 * One activity for the game server's POST /api/admin/activities, as the contract takes it; its
 * `externalId` is derived from the Discord message id, so that a redelivery or a restart never counts twice.
 */
export type ActivityEvent = BodyIn<typeof activities>;

/** What the bot knows of a Discord user. */
export interface Author {
  id: string;
  bot: boolean;
}

/** A guild message as the mapping needs it (the bot fills it from discord.js). */
export interface MessageFacts {
  id: string;
  guildId: string | null;
  channelId: string;
  /** The parent channel when the message is in a thread (or a forum post). */
  parentId: string | null;
  author: Author;
  content: string;
  /** Names and content types of the attachments. */
  attachments: { name: string; contentType: string | null }[];
}

/** A reaction on a guild message. */
export interface ReactionFacts {
  messageId: string;
  guildId: string | null;
  channelId: string;
  parentId: string | null;
  /** The emoji as Discord sends it: a unicode name, or a custom emoji's name and id. */
  emoji: { name: string | null; id: string | null };
  reactor: Author & { roles: string[] };
  /** The reacted post's author. */
  author: Author;
}

/** The gateway's news of a message: edits and deletes are never news of a new activity. */
export type MessageChange = { kind: 'created' | 'edited' | 'deleted'; message: MessageFacts };

/** Discord counts time in its ids from 2015-01-01T00:00:00Z. */
const DISCORD_EPOCH = 1_420_070_400_000n;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch milliseconds at which a Discord id (a snowflake) was made. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** Whether a member may earn: people, not bots, whose account is at least the configured age at `now`. */
export function mayEarn(author: Author, minAgeDays: number, now: number): boolean {
  if (author.bot) return false;
  return now - snowflakeTime(author.id) >= minAgeDays * DAY_MS;
}

/** The words of a text, lowercased, without emoji, punctuation, mentions or custom emoji. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<a?:\w+:\d+>|<[@#][!&]?\d+>/g, ' ')
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const GM_WORD = /^(g+m+)+$/;
const MORNING = /^(good|gud|goood+|gd)$/;

/**
 * Whether a message says gm: "gm", "GM", "gmgm", "gmmm", "gm!", "gm ☀️", "gm fam", "good morning",
 * "gud mornin", "goodmorning"... The first word decides, so that chat that merely mentions gm later
 * on is not a greeting.
 */
export function saysGm(text: string): boolean {
  const [first, second] = wordsOf(text);
  if (!first) return false;
  if (GM_WORD.test(first) || /^g+o+d*morning?$/.test(first) || first === 'gmorning') return true;
  return MORNING.test(first) && second !== undefined && /^mornin[g']?$/.test(second);
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/** Whether a message carries at least one image. */
export function hasImage(message: MessageFacts): boolean {
  return message.attachments.some(
    (a) => (a.contentType ?? '').startsWith('image/') || IMAGE_NAME.test(a.name),
  );
}

/** Whether a message is in a channel, or in a thread of it. */
function inChannel(message: { channelId: string; parentId: string | null }, channelId: string): boolean {
  return message.channelId === channelId || message.parentId === channelId;
}

/** The last Flood each member earned, so chat counts at most once a minute per member. */
export type FloodMemory = Map<string, number>;

export const FLOOD_INTERVAL_MS = 60_000;

/**
 * The activity of a new guild message, or null: Gm in the gm channel, Meme or Art for an image in
 * those channels, Flood for chat of at least `floodMinWords` words in general at most once a minute
 * per member (timed by the message's own id, so a redelivery is not a new minute). Edits and
 * deletes count nothing. `flood` is updated when a Flood is given.
 */
export function activityOfMessage(
  change: MessageChange,
  config: Pick<BotConfig, 'guildId' | 'channels' | 'minAccountAgeDays' | 'floodMinWords'>,
  flood: FloodMemory,
  now: number,
): ActivityEvent | null {
  const { kind, message } = change;
  if (kind !== 'created' || message.guildId !== config.guildId) return null;
  if (!mayEarn(message.author, config.minAccountAgeDays, now)) return null;
  const event = (type: number) => ({ discordId: message.author.id, type, externalId: `msg:${message.id}` });
  const { channels } = config;
  if (inChannel(message, channels.gm)) return saysGm(message.content) ? event(TaskType.Gm) : null;
  if (inChannel(message, channels.memes)) return hasImage(message) ? event(TaskType.Meme) : null;
  if (inChannel(message, channels.art)) return hasImage(message) ? event(TaskType.Art) : null;
  if (!inChannel(message, channels.general)) return null;
  if (wordsOf(message.content).length < config.floodMinWords) return null;
  const at = snowflakeTime(message.id);
  const last = flood.get(message.author.id);
  if (last !== undefined && Math.abs(at - last) < FLOOD_INTERVAL_MS) return null;
  flood.set(message.author.id, at);
  return event(TaskType.Flood);
}

/** Whether an emoji is the configured one: a unicode emoji, a custom emoji's id, or `<:name:id>`. */
export function isGrantEmoji(emoji: ReactionFacts['emoji'], configured: string): boolean {
  const custom = /^<a?:\w+:(\d+)>$/.exec(configured);
  if (custom) return emoji.id === custom[1];
  if (/^\d+$/.test(configured)) return emoji.id === configured;
  const bare = (s: string) => s.replace(/\uFE0F/g, '');
  return emoji.id === null && emoji.name !== null && bare(emoji.name) === bare(configured);
}

/** Whether a member is a moderator: the configured role, or one of the configured user ids. */
export function isModerator(reactor: ReactionFacts['reactor'], mods: BotConfig['moderators']): boolean {
  if (reactor.bot) return false;
  return (
    mods.userIds.includes(reactor.id) || (mods.roleId !== undefined && reactor.roles.includes(mods.roleId))
  );
}

/**
 * The activity a moderator's reaction grants to the post's author, or null: Thread, Engage or
 * Collab by the channel. One grant per post and type however many moderators react, and no
 * moderator grants their own post.
 */
export function activityOfReaction(
  reaction: ReactionFacts,
  config: Pick<BotConfig, 'guildId' | 'channels' | 'minAccountAgeDays' | 'moderators'>,
  now: number,
): ActivityEvent | null {
  if (reaction.guildId !== config.guildId) return null;
  if (!isGrantEmoji(reaction.emoji, config.moderators.emoji)) return null;
  if (!isModerator(reaction.reactor, config.moderators)) return null;
  if (reaction.reactor.id === reaction.author.id) return null;
  if (!mayEarn(reaction.author, config.minAccountAgeDays, now)) return null;
  const { channels } = config;
  const type = inChannel(reaction, channels.threads)
    ? TaskType.Thread
    : inChannel(reaction, channels.engage)
      ? TaskType.Engage
      : inChannel(reaction, channels.collab)
        ? TaskType.Collab
        : null;
  if (type === null) return null;
  return { discordId: reaction.author.id, type, externalId: `react:${reaction.messageId}:${type}` };
}
