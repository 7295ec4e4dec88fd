/** The calls anyone may make: sign-in, session, health, the leaderboard, the world's feed. */
import { z } from 'zod';
import { endpoint, written } from './endpoint.ts';
import { leaderboardPageSchema, leaderboardRowSchema, sessionUserSchema } from './views.ts';

const str = z.string();

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: z.strictObject({
    ok: z.boolean(),
    db: z.enum(['embedded', 'postgres']),
    version: str,
    /** The ways in this server offers (an added field). */
    signIn: z.strictObject({ discord: z.boolean(), dev: z.boolean() }),
  }),
  also: [503],
  doc: 'The process is up and its database answers (503 when it does not).',
});

export const ready = endpoint({
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  response: z.strictObject({ ready: z.boolean(), err: str.optional() }),
  also: [503],
  doc: 'For a load balancer: the database answers and holds every migration (503 with the reason).',
});

export const session = endpoint({
  method: 'GET',
  path: '/api/_auth/session',
  access: 'public',
  response: z.strictObject({ user: sessionUserSchema.optional() }),
  doc: 'The user of the session cookie, or `{}` when signed out.',
});

export const signOut = endpoint({
  method: 'DELETE',
  path: '/api/_auth/session',
  access: 'public',
  response: written(z.literal(true)),
  doc: 'Revokes the token and clears the cookie.',
});

export const devSignIn = endpoint({
  method: 'POST',
  path: '/api/_auth/dev',
  access: 'public',
  body: z.strictObject({
    username: z
      .string()
      .trim()
      .min(2, 'A name has 2 to 32 characters')
      .max(32, 'A name has 2 to 32 characters')
      .regex(/^[\p{L}\p{N} _.-]+$/u, 'A name uses letters, digits, spaces, _ . and -'),
  }),
  response: written(z.strictObject({ user: sessionUserSchema })),
  doc: 'Development sign-in by name, where it is on (404 elsewhere): creates or reuses that player.',
});

export const discord = endpoint({
  method: 'GET',
  path: '/api/_auth/discord',
  access: 'public',
  query: z.strictObject({ redirect: z.string().max(512).optional() }),
  response: z.never(),
  produces: 'redirect',
  doc: "302 to Discord's authorize page (state and PKCE).",
});

export const discordCallback = endpoint({
  method: 'GET',
  path: '/api/_auth/discord/callback',
  access: 'public',
  query: z.object({
    code: z.string().max(512).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
  }),
  response: z.never(),
  produces: 'redirect',
  doc: 'Sets the session cookie, 302 to the game (or /auth?error=...).',
});

export const leaderboardMe = endpoint({
  method: 'GET',
  path: '/api/leaderboard/me',
  access: 'public',
  query: z.strictObject({ profileId: z.string().max(64) }),
  response: leaderboardRowSchema,
  doc: "A player's row, or 404.",
});

export const leaderboardPage = endpoint({
  method: 'GET',
  path: '/api/leaderboard/:page',
  access: 'public',
  params: z.strictObject({
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,6}$/, 'A page is a whole number from 1')
      .transform(Number),
  }),
  response: leaderboardPageSchema,
  doc: 'A page of 20 rows by XP; the top ten carry what their Warlords wear.',
});

export const worldLive = endpoint({
  method: 'GET',
  path: '/api/world/live',
  access: 'public',
  response: z.never(),
  produces: 'text/event-stream',
  doc: 'The Warlords marching to and from regions (server-sent events: `marches`, `march`).',
});
