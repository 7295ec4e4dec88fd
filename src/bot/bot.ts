import {
  Client,
  Events,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageFlags,
  type GatewayDispatchPayload,
  type Interaction,
} from 'discord.js';
import type { BotConfig } from './config.ts';
import { messageFacts, reactionFacts, type RawReaction } from './facts.ts';
import type { GameServer } from './game-server.ts';
import type { Logger } from './logger.ts';
import {
  activityOfMessage,
  activityOfReaction,
  type ActivityEvent,
  type FloodMemory,
  type MessageChange,
} from './mapping.ts';
import type { ActivityQueue } from './queue.ts';
import { XP_COMMAND, xpReply } from './xp-command.ts';

export interface BotDeps {
  config: BotConfig;
  log: Logger;
  game: GameServer;
  queue: ActivityQueue;
  /** Epoch milliseconds now (the account-age rule); tests may pin it. */
  clock?: () => number;
}

export interface Bot {
  client: Client;
  /** Logs in and resolves once the guild's /xp command is registered. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The community bot: watches the guild's channels, turns activity into events for the game
 * server's queue, and answers /xp.
 */
export function createBot({ config, log, game, queue, clock = Date.now }: BotDeps): Bot {
  const client = new Client({
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.MessageContent,
      GatewayIntentBits.GuildMessageReactions,
    ],
    rest: { api: config.discordApiBase },
  });
  const flood: FloodMemory = new Map();

  const record = (event: ActivityEvent | null, from: string) => {
    if (!event) return;
    log.info('activity', { ...event, from });
    queue.enqueue(event);
  };
  const onMessage = (change: MessageChange) =>
    record(activityOfMessage(change, config, flood, clock()), `message ${change.kind}`);

  client.on(Events.MessageCreate, (m) => onMessage({ kind: 'created', message: messageFacts(m) }));
  client.on(Events.MessageUpdate, (_old, m) => onMessage({ kind: 'edited', message: messageFacts(m) }));
  client.on(Events.MessageDelete, (m) => onMessage({ kind: 'deleted', message: messageFacts(m) }));

  client.on(Events.Raw, (packet: GatewayDispatchPayload) => {
    if (packet.t !== GatewayDispatchEvents.MessageReactionAdd) return;
    reactionFacts(client, packet.d as unknown as RawReaction)
      .then((facts) => facts && record(activityOfReaction(facts, config, clock()), 'reaction'))
      .catch((err: unknown) => log.error('reaction not read', { err, messageId: packet.d.message_id }));
  });

  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    if (!interaction.isChatInputCommand() || interaction.commandName !== XP_COMMAND.name) return;
    game
      .missionsOf(interaction.user.id)
      .then(
        (view) => xpReply(view),
        (err: unknown) => {
          log.error('/xp: game server not read', { err, discordId: interaction.user.id });
          return 'The game cannot be reached right now, please try again in a minute.';
        },
      )
      .then((content) => interaction.reply({ content, flags: MessageFlags.Ephemeral }))
      .catch((err: unknown) => log.error('/xp: no answer sent', { err }));
  });

  client.on(Events.Error, (err) => log.error('discord client error', { err }));
  client.on(Events.ShardDisconnect, (event, shard) =>
    log.warn('gateway disconnected', { code: event.code, shard }),
  );

  return {
    client,
    async start() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(config.discordToken);
      await ready;
      await client.application!.commands.set([XP_COMMAND], config.guildId);
      log.info('bot ready', { user: client.user?.tag, guild: config.guildId });
    },
    async stop() {
      await client.destroy();
    },
  };
}
