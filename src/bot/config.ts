import { z } from 'zod';

const snowflake = z.string().regex(/^\d{15,21}$/, 'a Discord id is 15 to 21 digits');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const idList = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(snowflake));
const url = z.url({ message: 'a URL such as http://127.0.0.1:3000' });

const schema = z
  .object({
    DISCORD_BOT_TOKEN: z.string().min(1, 'the bot token from the Discord developer portal is required'),
    DISCORD_GUILD_ID: snowflake,
    GM_CHANNEL_ID: snowflake,
    MEMES_CHANNEL_ID: snowflake,
    ART_CHANNEL_ID: snowflake,
    GENERAL_CHANNEL_ID: snowflake,
    THREADS_CHANNEL_ID: snowflake,
    ENGAGE_CHANNEL_ID: snowflake,
    COLLAB_CHANNEL_ID: snowflake,
    MODERATOR_ROLE_ID: optionalText.pipe(snowflake.optional()),
    MODERATOR_IDS: idList,
    GRANT_EMOJI: z.string().min(1).default('✅'),
    GAME_SERVER_URL: url,
    BOT_TOKEN: z.string().min(1, 'the game server’s BOT_TOKEN is required'),
    MIN_ACCOUNT_AGE_DAYS: z.coerce.number().min(0).default(7),
    FLOOD_MIN_WORDS: z.coerce.number().int().min(1).default(4),
    QUEUE_FILE: z.string().min(1).default('./data/bot-queue.json'),
    DISCORD_API_BASE: z.url().default('https://discord.com/api'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .refine((e) => e.MODERATOR_ROLE_ID || e.MODERATOR_IDS.length > 0, {
    message: 'set MODERATOR_ROLE_ID or MODERATOR_IDS: someone must be able to grant by reaction',
    path: ['MODERATOR_ROLE_ID'],
  });

/** The environment, or any map of the same names. */
export type BotEnv = Record<string, string | undefined>;

/** The bot's settings, read once from the environment (docs/bot.md lists them). */
export interface BotConfig {
  discordToken: string;
  guildId: string;
  channels: {
    gm: string;
    memes: string;
    art: string;
    general: string;
    threads: string;
    engage: string;
    collab: string;
  };
  moderators: { roleId: string | undefined; userIds: string[]; emoji: string };
  gameServerUrl: string;
  botToken: string;
  minAccountAgeDays: number;
  floodMinWords: number;
  queueFile: string;
  /** Discord's REST base; a stand-in's in tests. The gateway's address comes from GET /gateway/bot there. */
  discordApiBase: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

/** Reads and checks the settings; throws one error listing every bad or missing value. */
export function loadBotConfig(env: BotEnv = process.env): BotConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '');
      const unset = name !== '' && !env[name] && i.code !== 'custom';
      return `  ${name || 'settings'}: ${unset ? 'not set' : i.message}`;
    });
    throw new Error(`Bad bot settings (see docs/bot.md):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    discordToken: e.DISCORD_BOT_TOKEN,
    guildId: e.DISCORD_GUILD_ID,
    channels: {
      gm: e.GM_CHANNEL_ID,
      memes: e.MEMES_CHANNEL_ID,
      art: e.ART_CHANNEL_ID,
      general: e.GENERAL_CHANNEL_ID,
      threads: e.THREADS_CHANNEL_ID,
      engage: e.ENGAGE_CHANNEL_ID,
      collab: e.COLLAB_CHANNEL_ID,
    },
    moderators: { roleId: e.MODERATOR_ROLE_ID, userIds: e.MODERATOR_IDS, emoji: e.GRANT_EMOJI },
    gameServerUrl: e.GAME_SERVER_URL.replace(/\/$/, ''),
    botToken: e.BOT_TOKEN,
    minAccountAgeDays: e.MIN_ACCOUNT_AGE_DAYS,
    floodMinWords: e.FLOOD_MIN_WORDS,
    queueFile: e.QUEUE_FILE,
    discordApiBase: e.DISCORD_API_BASE.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
  };
}
