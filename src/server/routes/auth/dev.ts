import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { signIn } from '../../auth/sign-in.ts';

/** A development player is known by its name, in its own namespace of ids. */
export function devDiscordId(username: string): string {
  return `dev:${username.toLowerCase()}`;
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
