import type { FastifyPluginAsync } from 'fastify';
import battlePass from './battle-pass/index.ts';
import crates from './crates/index.ts';
import missions from './missions/index.ts';
import orders from './orders/index.ts';
import activityRoutes from './admin/activities.ts';
import backupRoutes from './admin/backup.ts';
import consoleAuditLogRoutes from './admin/console-audit-log.ts';
import consoleEconomyRoutes from './admin/console-economy.ts';
import consoleHealthRoutes from './admin/console-health.ts';
import consolePlayerRoutes from './admin/console-players.ts';
import consoleSessionRoutes from './admin/console-session.ts';
import botXpRoutes from './admin/bot-xp.ts';
import exportRoutes from './admin/exports.ts';
import grantRoutes from './admin/grant.ts';
import operatorRoleRoutes from './admin/operator-roles.ts';
import settingsRoutes from './admin/settings.ts';
import devSignIn from './auth/dev.ts';
import discordSignIn from './auth/discord.ts';
import session from './auth/session.ts';
import expedition from './expedition/index.ts';
import health from './health/index.ts';
import history from './history/index.ts';
import ready from './health/ready.ts';
import items from './items/index.ts';
import leaderboard from './leaderboard/index.ts';
import live from './live/index.ts';
import market from './market/index.ts';
import noticeSettings from './settings/notices.ts';
import mint from './mint/index.ts';
import pocket from './pocket/index.ts';
import profile from './profile/index.ts';
import traits from './traits/index.ts';
import warlord from './warlord/index.ts';

/** Every resource's routes, registered in this order. */
export const routes: FastifyPluginAsync[] = [
  health,
  ready,
  session,
  devSignIn,
  discordSignIn,
  warlord,
  pocket,
  live,
  history,
  noticeSettings,
  expedition,
  traits,
  items,
  crates,
  missions,
  orders,
  battlePass,
  profile,
  leaderboard,
  market,
  mint,
  activityRoutes,
  botXpRoutes,
  grantRoutes,
  settingsRoutes,
  exportRoutes,
  backupRoutes,
  consoleSessionRoutes,
  operatorRoleRoutes,
  consolePlayerRoutes,
  consoleAuditLogRoutes,
  consoleEconomyRoutes,
  consoleHealthRoutes,
];
