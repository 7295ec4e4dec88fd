import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { signIn } from '../../auth/sign-in.ts';

/**
 * A development player is known by its name, in its own namespace of ids. The id travels in every
 * game call's `x-discord-id` header, and a browser refuses a header with a character past Latin-1
 * (a review's "Ярослав" signed in, then every call failed in the browser): such a name's id is
 * percent-encoded. A name cannot hold `%` (the contract's pattern), so no two names share an id,
 * and a Latin-1 name keeps the id it always had.
 */
export function devDiscordId(username: string): string {
  const name = username.toLowerCase();
  const latin1 = [...name].every((c) => c.codePointAt(0)! <= 0xff);
  return `dev:${latin1 ? name : encodeURIComponent(name)}`;
}

/**
 * POST /api/_auth/dev: sign in by name where development sign-in is on (no Discord application,
 * or the operator allows it); elsewhere the call does not exist.
 */
export default async function devSignIn(app: FastifyInstance) {
  const { config } = app.deps;
  if (!config.devLogin) return;
  serve(app, api.devSignIn, { config: { rateLimit: config.limits.signIn } }, async (req, reply) => {
    const { username } = req.body;
    const who = { discordId: devDiscordId(username), username, avatar: null };
    const user = await signIn(app, reply, who, req.id);
    return { res: { user } };
  });
}
