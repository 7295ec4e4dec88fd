import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

export const CLIENT_ID = 'warlords-test-client';
export const CLIENT_SECRET = 'warlords-test-secret';
export const DISCORD_USER = {
  id: '80351110224678912',
  username: 'nelly',
  global_name: 'Nelly',
  avatar: '8342729096ea3675442027381ff50dfe',
};

interface Grant {
  challenge: string;
  redirectUri: string;
  used: boolean;
}

/**
 * A stand-in Discord on loopback: the authorize page approves at once and redirects with a code;
 * the token endpoint checks the client, the redirect URI and the PKCE verifier and takes each
 * code once; users/@me answers one user for the token it issued.
 */
export async function startDiscord(): Promise<{ app: FastifyInstance; base: string; tokenCalls: number }> {
  const grants = new Map<string, Grant>();
  const tokens = new Set<string>();
  const app = Fastify();
  // OAuth token requests are form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const stats = { app, base: '', tokenCalls: 0 };

  app.get('/api/oauth2/authorize', async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== CLIENT_ID || q.response_type !== 'code' || q.code_challenge_method !== 'S256') {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    const code = randomBytes(12).toString('hex');
    grants.set(code, { challenge: q.code_challenge!, redirectUri: q.redirect_uri!, used: false });
    const back = new URL(q.redirect_uri!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state!);
    return reply.redirect(back.toString(), 302);
  });

  app.post('/api/oauth2/token', async (req, reply) => {
    stats.tokenCalls++;
    const b = req.body as Record<string, string>;
    const grant = grants.get(b.code ?? '');
    const verifierOk =
      grant &&
      createHash('sha256')
        .update(b.code_verifier ?? '')
        .digest('base64url') === grant.challenge;
    if (
      b.client_id !== CLIENT_ID ||
      b.client_secret !== CLIENT_SECRET ||
      b.grant_type !== 'authorization_code' ||
      !grant ||
      grant.used ||
      grant.redirectUri !== b.redirect_uri ||
      !verifierOk
    ) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    grant.used = true;
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 604800, scope: 'identify' };
  });

  app.get('/api/users/@me', async (req, reply) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) return reply.code(401).send({ message: '401: Unauthorized', code: 0 });
    return DISCORD_USER;
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  stats.base = `${address}/api`;
  return stats;
}
