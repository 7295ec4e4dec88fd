import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/_auth/dev',
    {
      config: { access: 'public', rateLimit: config.limits.signIn },
      schema: {
        body: z.strictObject({
          username: z
            .string()
            .trim()
            .min(2, 'A name has 2 to 32 characters')
            .max(32, 'A name has 2 to 32 characters')
            .regex(/^[\p{L}\p{N} _.-]+$/u, 'A name uses letters, digits, spaces, _ . and -'),
        }),
      },
    },
    async (req, reply) => {
      const { username } = req.body;
      const who = { discordId: devDiscordId(username), username, avatar: null };
      const user = await signIn(app.deps, reply, who, req.id);
      return { res: { user } };
    },
  );
}
