import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MyGroup } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { listMyGroups } from './service';

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/my/groups',
    config: { access: own('groups', 'read'), probe: { status: 200 } },
    schema: { tags: ['groups'], summary: "The caller's groups and roles, global group first", response: { 200: z.array(MyGroup) } },
    handler: (request) => listMyGroups(app.deps, requireContext(request)),
  });
}
