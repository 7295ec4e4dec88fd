import type { Config } from '../config.ts';
import type { Identity } from './sign-in.ts';

/** A failure of the exchange with Discord; the player is sent back to /auth with `reason`. */
export class DiscordError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Discord's authorize page for this sign-in (authorization code with PKCE S256). */
export function authorizeUrl(config: Config, state: string, challenge: string, redirectUri: string): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.discord.clientId ?? '',
    scope: 'identify',
    state,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'none',
  });
  return `${config.discord.authorizeUrl}?${params}`;
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new DiscordError('discord_unreachable');
  }
  if (!res.ok)
    throw new DiscordError(res.status === 400 || res.status === 401 ? 'code_refused' : 'discord_failed');
  try {
    return await res.json();
  } catch {
    throw new DiscordError('discord_failed');
  }
}

/** Exchanges the code for a Discord access token, then reads who signed in. */
export async function discordIdentity(
  config: Config,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<Identity> {
  const { apiBase, clientId, clientSecret } = config.discord;
  const token = (await call(`${apiBase}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId ?? '',
      client_secret: clientSecret ?? '',
    }),
  })) as { access_token?: unknown; token_type?: unknown };
  if (typeof token.access_token !== 'string') throw new DiscordError('code_refused');
  const me = (await call(`${apiBase}/users/@me`, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
  })) as { id?: unknown; username?: unknown; global_name?: unknown; avatar?: unknown };
  if (typeof me.id !== 'string' || typeof me.username !== 'string') throw new DiscordError('discord_failed');
  const name = typeof me.global_name === 'string' && me.global_name ? me.global_name : me.username;
  const avatar =
    typeof me.avatar === 'string' && me.avatar
      ? `https://cdn.discordapp.com/avatars/${me.id}/${me.avatar}.png`
      : null;
  return { discordId: me.id, username: name.slice(0, 64), avatar };
}
