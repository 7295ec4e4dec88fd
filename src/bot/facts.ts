import type { Client, Message, PartialMessage } from 'discord.js';
import type { MessageFacts, ReactionFacts } from './mapping.ts';

/** A discord.js message as the mapping reads it. */
export function messageFacts(message: Message | PartialMessage): MessageFacts {
  const channel = message.channel;
  return {
    id: message.id,
    guildId: message.guildId,
    channelId: message.channelId,
    parentId: 'parentId' in channel ? (channel.parentId ?? null) : null,
    author: { id: message.author?.id ?? '0', bot: message.author?.bot ?? false },
    content: message.content ?? '',
    attachments: [...message.attachments.values()].map((a) => ({ name: a.name, contentType: a.contentType })),
  };
}

/** The gateway's MESSAGE_REACTION_ADD payload, the fields the bot reads. */
export interface RawReaction {
  message_id: string;
  channel_id: string;
  guild_id?: string;
  user_id: string;
  emoji: { name: string | null; id: string | null };
  member?: { roles: string[]; user?: { bot?: boolean } };
  /** Sent by Discord with every reaction in a guild; older payloads may lack it. */
  message_author_id?: string;
}

/**
 * A reaction as the mapping reads it. The raw payload is used because it carries the reactor's
 * roles and the post's author, which discord.js's reaction event only gives after fetching the
 * message and the member. When the author is missing the message is fetched once.
 */
export async function reactionFacts(client: Client, raw: RawReaction): Promise<ReactionFacts | null> {
  const channel = client.channels.cache.get(raw.channel_id);
  let authorId = raw.message_author_id;
  let authorBot = authorId ? (client.users.cache.get(authorId)?.bot ?? false) : false;
  if (!authorId) {
    if (!channel?.isTextBased()) return null;
    const message = await channel.messages.fetch(raw.message_id);
    authorId = message.author.id;
    authorBot = message.author.bot;
  }
  return {
    messageId: raw.message_id,
    guildId: raw.guild_id ?? null,
    channelId: raw.channel_id,
    parentId: channel && 'parentId' in channel ? (channel.parentId ?? null) : null,
    emoji: raw.emoji,
    reactor: { id: raw.user_id, bot: raw.member?.user?.bot ?? false, roles: raw.member?.roles ?? [] },
    author: { id: authorId, bot: authorBot },
  };
}
