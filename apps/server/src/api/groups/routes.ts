import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, GroupLoginFace, MyGroup } from '@symptoms/domain';
import { own, PUBLIC } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { adminGroupRoutes } from './admin-routes';
import { groupBySlug, listMyGroups } from './service';

export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/my/groups',
    config: { access: own('groups', 'read'), probe: { status: 200 } },
    schema: { tags: ['groups'], summary: "The caller's groups and roles, global group first", response: { 200: z.array(MyGroup) } },
    handler: (request) => listMyGroups(app.deps, requireContext(request)),
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/groups/slug/:slug',
    config: { access: PUBLIC, loggedParams: ['slug'], probe: { params: () => ({ slug: 'no-such-group' }), status: 404 } },
    schema: {
      tags: ['groups'],
      summary: 'A group’s name and greeting for its login page, by its address (no login)',
      params: z.object({ slug: z.string().min(1).max(64) }),
      response: { 200: GroupLoginFace, 404: ErrorBody },
    },
    handler: (request) => groupBySlug(app.deps, request.params.slug),
  });
  await adminGroupRoutes(app);
}
