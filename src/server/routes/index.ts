import type { FastifyPluginAsync } from 'fastify';
import devSignIn from './auth/dev.ts';
import discordSignIn from './auth/discord.ts';
import session from './auth/session.ts';
import health from './health/index.ts';

/** Every resource's routes, registered in this order. */
export const routes: FastifyPluginAsync[] = [health, session, devSignIn, discordSignIn];
