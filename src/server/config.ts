import { isIP } from 'node:net';
import { hostname, userInfo } from 'node:os';
import { z } from 'zod';
import { parseDiscordOperators, parseOperatorTokens, type OperatorToken, type Role } from './ops/roles.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address (`10.0.0.5`), a range (`10.1.0.0/16`, `fd00::/8`) or a named range (`loopback`). */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * The proxies whose X-Forwarded-For/-Host/-Proto are believed: a list of their addresses or ranges,
 * none by default. A hop count or `true` is refused: neither checks who sent the request, so any
 * client reaching the server directly could name itself (Fastify 5 ignores a hop count for this reason).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${bad.join(', ')}: list the proxies' addresses or ranges (10.0.0.5,10.1.0.0/16 or loopback), not a hop count nor "true", which would believe any client`,
      });
      return z.NEVER;
    }
    return entries.length > 0 ? entries : false;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 while the development sign-in is on, else every interface (0.0.0.0). */
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  ADMIN_TOKEN: optionalText,
  /** Who holds ADMIN_TOKEN (its actions are theirs in the audit log); required in production. */
  ADMIN_TOKEN_NAME: optionalText,
  BOT_TOKEN: optionalText,
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_API_BASE: z.string().url().default('https://discord.com/api'),
  /** Where the player's browser is sent to approve; Discord serves it outside /api. */
  DISCORD_AUTHORIZE_URL: optionalText,
  PUBLIC_URL: optionalText,
  TRUST_PROXY: trustProxy,
  ALLOW_DEV_LOGIN: flag,
  GOLDEN_RUSH: flag,
  REDIS_URL: optionalText,
  /** GET /metrics answers only to this bearer token; unset = no /metrics (404). */
  METRICS_TOKEN: optionalText,
  /** Discord ids (comma or space separated) that may sign in to the operators' console, each optionally `=role`. */
  OPERATOR_DISCORD_IDS: z.string().default(''),
  /** Named operator tokens: `name:role:secret`, comma or space separated (ops/roles.ts). */
  OPERATOR_TOKENS: z.string().default(''),
  /** `1` adds the benchmark's ceiling routes (never in production). */
  BENCH_ROUTES: flag,
  /** `1` holds every answer to the contract (the browser tests set it; always on under test). */
  CHECK_ANSWERS: flag,
  /** Folder of the built client; tests point it elsewhere. */
  CLIENT_DIR: z.string().default('dist/client'),
  /** Rate limits: writes a second per player, sign-ins a minute per address (load tests raise them). */
  WRITES_PER_SECOND: z.coerce.number().int().min(1).default(20),
  SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** How often a process checks the sessions of its open live streams, in ms (the tests shorten it). */
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(20_000),
});

export type Env = z.input<typeof schema>;

/** The server's settings, read once from the environment. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminToken: string | undefined;
  /** Who holds ADMIN_TOKEN: ADMIN_TOKEN_NAME, or outside production `<user>@<host>` of the server. */
  adminTokenName: string;
  botToken: string | undefined;
  discord: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    authorizeUrl: string;
  };
  publicUrl: string | undefined;
  /** The proxies whose forwarded headers (client address, host, scheme) are believed; false: none. */
  trustProxy: string[] | false;
  /** Development sign-in by name: on without a Discord application (never by default in production), or when the operator allows it. */
  devLogin: boolean;
  goldenRushForced: boolean;
  redisUrl: string | undefined;
  /** The bearer token of GET /metrics; undefined = no metrics endpoint. */
  metricsToken: string | undefined;
  /** Discord ids of the operators who may open the console with their Discord sign-in. */
  operatorDiscordIds: string[];
  /** The configured role of each of those ids (admin unless `id=role` says otherwise). */
  operatorDiscordRoles: Record<string, Role>;
  /** The named operator tokens (ADMIN_TOKEN is one more, an admin named `admin`: operatorTokensOf). */
  operatorTokens: OperatorToken[];
  /** The benchmark's ceiling routes under /api/_bench (BENCH_ROUTES=1, refused in production). */
  benchRoutes: boolean;
  /** Every answer held to the contract's schema, a mismatch answered 500 (CHECK_ANSWERS=1; always under test). */
  checkAnswers: boolean;
  clientDir: string;
  version: string;
  /** How often the open live streams' sessions are checked (src/server/live/live-hub.ts). */
  liveSessionCheckMs: number;
  /** Rate limits: writes per player, sign-ins per address, wrong operator/metrics tokens per address. */
  limits: { writes: RateLimit; signIn: RateLimit; tokenFailures: RateLimit };
}

/** At most `max` requests per `timeWindow` milliseconds. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * The address to open in a browser on this machine for a server listening on `host`: the host
 * itself where it is one address (`http://127.0.0.1:3000`, `http://[::1]:3000`); `localhost` where
 * it is every interface (0.0.0.0, ::) or a name. `localhost` for 127.0.0.1 would send a browser or
 * a client that tries ::1 first to an address nothing listens on.
 */
export function openAddress(host: string, port: number): string {
  const h = host.replace(/^\[|\]$/g, '');
  if (h === '0.0.0.0' || h === '::' || isIP(h) === 0) return `http://localhost:${port}`;
  return `http://${isIP(h) === 6 ? `[${h}]` : h}:${port}`;
}

/** 127.0.0.0/8, ::1 and `localhost`: addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  return isIP(h) === 4 && h.startsWith('127.');
}

/** The authorize page of real Discord lives at discord.com/oauth2/authorize, not under /api. */
function authorizeUrlFor(apiBase: string): string {
  const url = new URL(apiBase);
  if (url.hostname === 'discord.com' || url.hostname.endsWith('.discord.com')) {
    return `${url.origin}/oauth2/authorize`;
  }
  return `${apiBase.replace(/\/$/, '')}/oauth2/authorize`;
}

/** Reads and checks the settings; throws a readable error on a bad value. */
export function loadConfig(env: Env = process.env as Env, version = '0.0.0'): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad server settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const discordConfigured = Boolean(e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET);
  const apiBase = e.DISCORD_API_BASE.replace(/\/$/, '');
  const devLogin = e.ALLOW_DEV_LOGIN || (!discordConfigured && e.NODE_ENV !== 'production');
  // The development sign-in lets anyone who reaches the port sign in as any player by name: it
  // listens on this machine only, unless the operator asks for another address and says so.
  const host = e.HOST ?? (devLogin ? '127.0.0.1' : '0.0.0.0');
  if (devLogin && !e.ALLOW_DEV_LOGIN && !isLoopback(host)) {
    throw new Error(
      `Bad server settings:\nHOST: ${host} is reachable from other machines, and without a Discord application ` +
        `(DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET) anyone reaching it could sign in as any player by name. ` +
        `Configure Discord, listen on 127.0.0.1 (leave HOST unset), or set ALLOW_DEV_LOGIN=1 to allow it anyway.`,
    );
  }
  let operatorTokens: OperatorToken[];
  let discordOperators: ReturnType<typeof parseDiscordOperators>;
  try {
    operatorTokens = parseOperatorTokens(e.OPERATOR_TOKENS);
    discordOperators = parseDiscordOperators(e.OPERATOR_DISCORD_IDS);
  } catch (err) {
    throw new Error(`Bad server settings:\n${(err as Error).message}`);
  }
  // The single ADMIN_TOKEN of before roles is still an operator token: an admin named `admin`.
  if (e.ADMIN_TOKEN && operatorTokens.some((t) => t.name === 'admin' || t.secret === e.ADMIN_TOKEN)) {
    throw new Error(
      "Bad server settings:\nOPERATOR_TOKENS: the name `admin` and its secret are ADMIN_TOKEN's",
    );
  }
  // Every operator action is attributed to someone: ADMIN_TOKEN to the person who holds it.
  if (e.ADMIN_TOKEN && e.ADMIN_TOKEN_NAME === undefined && e.NODE_ENV === 'production') {
    throw new Error(
      'Bad server settings:\nADMIN_TOKEN_NAME: say who holds ADMIN_TOKEN (for example ADMIN_TOKEN_NAME=ada): ' +
        'the audit log names the operator of every action, never just "the admin token"',
    );
  }
  if (e.ADMIN_TOKEN_NAME !== undefined && !/^[\p{L}\p{N} _.@-]{1,48}$/u.test(e.ADMIN_TOKEN_NAME)) {
    throw new Error('Bad server settings:\nADMIN_TOKEN_NAME: 1-48 letters, digits, spaces or _ . @ -');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    adminToken: e.ADMIN_TOKEN,
    adminTokenName: e.ADMIN_TOKEN_NAME ?? localOperator(),
    botToken: e.BOT_TOKEN,
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      apiBase,
      authorizeUrl: e.DISCORD_AUTHORIZE_URL ?? authorizeUrlFor(apiBase),
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    devLogin,
    goldenRushForced: e.GOLDEN_RUSH,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    operatorDiscordIds: discordOperators.ids,
    operatorDiscordRoles: discordOperators.roles,
    operatorTokens,
    benchRoutes: e.BENCH_ROUTES && e.NODE_ENV !== 'production',
    checkAnswers: e.CHECK_ANSWERS,
    clientDir: e.CLIENT_DIR,
    version,
    liveSessionCheckMs: e.LIVE_SESSION_CHECK_MS,
    limits: {
      // A burst of 20 writes a second per player is far above what a person clicking can do.
      writes: { max: e.WRITES_PER_SECOND, timeWindow: 1000 },
      signIn: { max: e.SIGN_INS_PER_MINUTE, timeWindow: 60_000 },
      // Ten wrong operator or metrics tokens per address in 15 minutes, then 429 till the window ends.
      tokenFailures: { max: 10, timeWindow: 15 * 60_000 },
    },
  };
}

/** Outside production, ADMIN_TOKEN without a name is the person who started the server. */
function localOperator(): string {
  let user = 'local';
  try {
    user = userInfo().username || user;
  } catch {
    // No user entry (some containers): `local`.
  }
  return `${user}@${hostname()}`.replace(/[^\p{L}\p{N} _.@-]/gu, '').slice(0, 48);
}
