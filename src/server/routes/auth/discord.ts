import { GameError } from '../../../rules/errors.ts';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { DiscordError, authorizeUrl, discordIdentity } from '../../auth/discord.ts';
import { signIn } from '../../auth/sign-in.ts';
import { safeReturnPath } from '../../auth/return-path.ts';
import { pkceChallenge, randomToken, sameSecret } from '../../auth/tokens.ts';
import { oauthStates } from '../../db/schema.ts';

/** A sign-in must come back from Discord within this time. */
const STATE_TTL_MS = 10 * 60 * 1000;

/** The cookie that binds a sign-in's state to the browser that started it (login CSRF). */
export const STATE_COOKIE = 'warlords_oauth_state';

/**
 * Discord sign-in: GET /api/_auth/discord sends the player to Discord with a fresh state and
 * PKCE challenge, the state also set in a short-lived httpOnly cookie; GET
 * /api/_auth/discord/callback checks the state against that cookie (a callback URL made in
 * another browser signs no one in) and the stored one (once only), exchanges the code with the
 * verifier, signs the player in and goes back to the game.
 */
export default async function discordSignIn(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const limit = { rateLimit: config.limits.signIn, access: 'public' as const };
  const configured = Boolean(config.discord.clientId && config.discord.clientSecret);
  const callbackUrl = (req: FastifyRequest) =>
    `${config.publicUrl ?? `${req.protocol}://${req.host}`}/api/_auth/discord/callback`;
  // Sent back to the callback only: Lax, since Discord's approval comes back as a top-level GET.
  const stateCookie = {
    path: '/api/_auth/discord',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production',
  };

  serve(app, api.discord, { config: limit }, async (req, reply) => {
    if (!configured) return reply.code(404).send({ err: 'Discord sign-in is not configured here' });
    const state = randomToken();
    const verifier = randomToken(48);
    const returnTo = safeReturnPath(req.query.redirect);
    const now = clock();
    await db.transaction(async (tx) => {
      // Sign-ins never finished are forgotten once they could no longer be completed.
      await tx.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(now - STATE_TTL_MS)));
      await tx
        .insert(oauthStates)
        .values({ state, codeVerifier: verifier, returnTo, createdAt: new Date(now) });
    });
    reply.setCookie(STATE_COOKIE, state, { ...stateCookie, maxAge: STATE_TTL_MS / 1000 });
    return reply.redirect(authorizeUrl(config, state, pkceChallenge(verifier), callbackUrl(req)), 302);
  });

  serve(app, api.discordCallback, { config: limit }, async (req, reply) => {
    const back = (reason: string) => reply.redirect(`/auth?error=${encodeURIComponent(reason)}`, 302);
    if (!configured) return reply.code(404).send({ err: 'Discord sign-in is not configured here' });
    const { code, state, error } = req.query;
    // A state this browser did not start is refused before it is looked up (it stays unused), and
    // this browser's own sign-in under way is left alone.
    if (!state || !sameSecret(state, req.cookies[STATE_COOKIE])) return back('state');
    reply.clearCookie(STATE_COOKIE, stateCookie);
    // Taking the state out makes it single-use, whatever happens next.
    const [pending] = await db.transaction((tx) =>
      tx.delete(oauthStates).where(eq(oauthStates.state, state)).returning(),
    );
    if (!pending || clock() - pending.createdAt.getTime() > STATE_TTL_MS) return back('state');
    if (error || !code) return back(error === 'access_denied' ? 'denied' : 'code');
    try {
      const who = await discordIdentity(config, code, pending.codeVerifier, callbackUrl(req));
      await signIn(app, reply, who, req.id);
    } catch (err) {
      if (err instanceof DiscordError) {
        req.log.warn({ reason: err.reason }, 'Discord sign-in failed');
        return back(err.reason);
      }
      // A suspended player: the sign-in page says so, with the operators' reason.
      if (err instanceof GameError && err.status === 403) {
        return reply.redirect(`/auth?error=suspended&why=${encodeURIComponent(err.message)}`, 302);
      }
      throw err;
    }
    return reply.redirect(pending.returnTo ?? '/expedition', 302);
  });
}
