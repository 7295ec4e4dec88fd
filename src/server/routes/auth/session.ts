import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/public.ts';
import { serve } from '../../contract-route.ts';
import { bearer, hashToken } from '../../auth/tokens.ts';
import { SESSION_COOKIE, clearSessionCookie, findSession, revokeSession } from '../../auth/sessions.ts';

/** GET /api/_auth/session (the user of the cookie, or `{}`) and DELETE (sign out). */
export default async function session(app: FastifyInstance) {
  const { db, clock, config } = app.deps;

  serve(app, api.session, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return {};
    const user = await db.read((d) => findSession(d, token, clock()));
    if (!user) {
      clearSessionCookie(reply, config);
      return {};
    }
    return { user };
  });

  serve(app, api.signOut, {}, async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE] ?? bearer(req.headers.authorization);
    if (token) {
      await db.transaction((tx) => revokeSession(tx, token, clock()));
      app.live.closeSession(hashToken(token));
    }
    clearSessionCookie(reply, config);
    return { res: true as const };
  });
}
