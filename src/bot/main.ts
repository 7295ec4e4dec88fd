/** `npm run bot`: the community bot, configured from the environment (docs/bot.md). */
import { createBot } from './bot.ts';
import { loadBotConfig, type BotConfig } from './config.ts';
import { gameServer } from './game-server.ts';
import { createLogger } from './logger.ts';
import { openQueue } from './queue.ts';

let config: BotConfig;
try {
  config = loadBotConfig();
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}

const log = createLogger(config.logLevel);
const game = gameServer(config.gameServerUrl, config.botToken);
const queue = openQueue({ file: config.queueFile, send: (e) => game.sendActivity(e), log });
const bot = createBot({ config, log, game, queue });

async function shutdown(signal: string) {
  log.info('stopping', { signal, pending: queue.pending().length });
  await bot.stop();
  await queue.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

bot.start().catch((err: unknown) => {
  log.error('the bot could not start', { err });
  process.exit(1);
});
