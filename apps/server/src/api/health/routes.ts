import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access';

const Health = z.object({ Status: z.enum(['ok', 'unavailable']), Database: z.enum(['ok', 'unreachable']) });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/health',
    config: { access: PUBLIC, probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'Liveness with a database round trip', response: { 200: Health, 503: Health } },
    handler: async (_request, reply) => {
      try {
        await app.deps.db.query('SELECT 1');
        return { Status: 'ok' as const, Database: 'ok' as const };
      } catch {
        return reply.status(503).send({ Status: 'unavailable', Database: 'unreachable' });
      }
    },
  });
}
