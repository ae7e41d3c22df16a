import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrashItem, TrashResult, TrashSelection } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { requireContext } from '../../platform/context';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../../platform/trash';
import { TRASHABLE } from '../trash-registry';

/** The trash of every deletable resource type (spec 1 §4, §7). */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/trash',
    config: { access: PATIENT },
    schema: { tags: ['trash'], summary: 'Deleted items, newest deletion first', response: { 200: z.array(TrashItem), ...errors } },
    handler: (request) => listTrash(app.deps, requireContext(request), TRASHABLE),
  });
  r.route({
    method: 'POST',
    url: '/my/trash/restore',
    config: { access: PATIENT },
    schema: {
      tags: ['trash'],
      summary: 'Restore one, several or all items ({ Ids }); all or nothing, an id not in the trash answers 404',
      body: TrashSelection,
      response: { 200: TrashResult, ...errors },
    },
    handler: async (request) => ({ Ids: await restoreFromTrash(app.deps, requireContext(request), TRASHABLE, request.body.Ids) }),
  });
  r.route({
    method: 'POST',
    url: '/my/trash/purge',
    config: { access: PATIENT },
    schema: {
      tags: ['trash'],
      summary: 'Purge one, several or all items for good ({ Ids }); all or nothing',
      body: TrashSelection,
      response: { 200: TrashResult, ...errors },
    },
    handler: async (request) => ({ Ids: await purgeFromTrash(app.deps, requireContext(request), TRASHABLE, request.body.Ids) }),
  });
}
