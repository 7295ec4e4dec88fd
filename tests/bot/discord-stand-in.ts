/**
 * A stand-in for Discord on loopback, enough for discord.js 14 to run a bot against it: the REST
 * base (GET /gateway/bot, guild command registration, interaction callbacks, a message read) and
 * the gateway over WebSocket (hello, identify, ready, guild create, heartbeats, dispatches).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface StandInGuild {
  id: string;
  channels: { id: string; name: string }[];
}

export interface StandInOptions {
  token: string;
  applicationId: string;
  botUser: { id: string; username: string };
  guild: StandInGuild;
}

/** A user as Discord sends it in a payload. */
export const userPayload = (id: string, username: string, bot = false) => ({
  id,
  username,
  discriminator: '0',
  global_name: username,
  avatar: null,
  bot,
});

export interface DiscordStandIn {
  /** The REST base to give the bot (DISCORD_API_BASE). */
  apiBase: string;
  /** Guild commands registered, by the PUT's body. */
  commands: unknown[][];
  /** Interaction callbacks received: the interaction id and the body. */
  callbacks: { interactionId: string; body: { type: number; data: { content: string; flags: number } } }[];
  /** Messages the REST read may answer, by id. */
  messages: Map<string, unknown>;
  /** Sends a dispatch (op 0) to every identified gateway connection. */
  dispatch(t: string, d: unknown): void;
  /** Resolves once a bot has identified (a new one after each call). */
  identified(): Promise<void>;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startDiscordStandIn(opts: StandInOptions): Promise<DiscordStandIn> {
  const commands: unknown[][] = [];
  const callbacks: DiscordStandIn['callbacks'] = [];
  const messages = new Map<string, unknown>();
  const sockets = new Set<WebSocket>();
  let seq = 0;
  let onIdentify: (() => void)[] = [];
  let gatewayUrl = '';

  const server: Server = createServer((req, res) => {
    void route(req, res).catch((err: Error) => json(res, 500, { message: err.message }));
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api\/v10/, '');
    const botAuth = req.headers.authorization === `Bot ${opts.token}`;
    const body = await readBody(req);
    if (req.method === 'GET' && path === '/gateway/bot') {
      if (!botAuth) return json(res, 401, { message: '401: Unauthorized', code: 0 });
      return json(res, 200, {
        url: gatewayUrl,
        shards: 1,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
      });
    }
    const commandsPath = /^\/applications\/(\d+)\/guilds\/(\d+)\/commands$/.exec(path);
    if (req.method === 'PUT' && commandsPath && botAuth) {
      const list = body as { name: string }[];
      commands.push(list);
      return json(
        res,
        200,
        list.map((c, i) => ({
          ...c,
          id: `77${i}000000000000000`,
          application_id: opts.applicationId,
          guild_id: commandsPath[2],
          type: 1,
          version: '1',
          default_member_permissions: null,
        })),
      );
    }
    const callback = /^\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(path);
    if (req.method === 'POST' && callback) {
      callbacks.push({
        interactionId: callback[1]!,
        body: body as DiscordStandIn['callbacks'][number]['body'],
      });
      return json(res, 204);
    }
    const read = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path);
    if (req.method === 'GET' && read && botAuth) {
      const message = messages.get(read[2]!);
      return message ? json(res, 200, message) : json(res, 404, { message: 'Unknown Message', code: 10008 });
    }
    return json(res, 404, { message: `stand-in has no ${req.method} ${path}`, code: 0 });
  }

  const wss = new WebSocketServer({ server, path: '/gateway' });
  const send = (ws: WebSocket, payload: object) => ws.send(JSON.stringify(payload));
  wss.on('connection', (ws) => {
    send(ws, { op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
    ws.on('message', (raw) => {
      const { op, d } = JSON.parse(String(raw)) as { op: number; d: { token?: string } };
      if (op === 1) return send(ws, { op: 11, d: null, s: null, t: null });
      if (op !== 2) return;
      if (d.token !== opts.token) return ws.close(4004, 'Authentication failed.');
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      send(ws, {
        op: 0,
        t: 'READY',
        s: ++seq,
        d: {
          v: 10,
          user: { ...userPayload(opts.botUser.id, opts.botUser.username, true), verified: true, flags: 0 },
          guilds: [{ id: opts.guild.id, unavailable: true }],
          session_id: `session-${seq}`,
          resume_gateway_url: gatewayUrl,
          shard: [0, 1],
          application: { id: opts.applicationId, flags: 0 },
        },
      });
      send(ws, { op: 0, t: 'GUILD_CREATE', s: ++seq, d: guildCreate(opts) });
      const waiting = onIdentify;
      onIdentify = [];
      for (const resolve of waiting) resolve();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gatewayUrl = `ws://127.0.0.1:${port}/gateway`;

  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    commands,
    callbacks,
    messages,
    dispatch(t, d) {
      for (const ws of sockets) send(ws, { op: 0, t, s: ++seq, d });
    },
    identified: () => new Promise<void>((resolve) => onIdentify.push(resolve)),
    async close() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function guildCreate({ guild, botUser }: StandInOptions) {
  return {
    id: guild.id,
    name: 'Warlords',
    icon: null,
    owner_id: botUser.id,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    features: [],
    mfa_level: 0,
    system_channel_flags: 0,
    premium_tier: 0,
    preferred_locale: 'en-US',
    nsfw_level: 0,
    large: false,
    unavailable: false,
    member_count: 3,
    joined_at: new Date().toISOString(),
    roles: [
      {
        id: guild.id,
        name: '@everyone',
        color: 0,
        hoist: false,
        position: 0,
        permissions: '0',
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    emojis: [],
    stickers: [],
    members: [],
    presences: [],
    voice_states: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    channels: guild.channels.map((c, position) => ({
      id: c.id,
      type: 0,
      guild_id: guild.id,
      name: c.name,
      position,
      permission_overwrites: [],
      nsfw: false,
      parent_id: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      topic: null,
    })),
  };
}
