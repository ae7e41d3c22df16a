import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './sessions/routes';
import { tokenRoutes } from './token/routes';
import { userRoutes } from './users/routes';

/** The identity service under /identity: tokens, users, sessions (2FA, invites, contracts as they land). */
export async function identityService(app: FastifyInstance): Promise<void> {
  await app.register(tokenRoutes);
  await app.register(userRoutes);
  await app.register(sessionRoutes);
}
