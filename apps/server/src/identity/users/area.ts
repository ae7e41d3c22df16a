import type { FastifyInstance } from 'fastify';
import { defineArea } from '../../platform/areas';
import { adminUserRoutes } from './admin-routes';
import { userRoutes } from './routes';

export const usersArea = defineArea({
  name: 'users',
  service: 'identity',
  routes: async (app: FastifyInstance) => {
    await userRoutes(app);
    await adminUserRoutes(app);
  },
});
