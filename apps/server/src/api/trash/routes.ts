import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrashItem, TrashResult, TrashSelection } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ownRecords } from '../../platform/records';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../../platform/records/trash';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';

/** The trash of every area that declares one (spec 1 §4, §7). */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tables = () => app.deps.catalog.trash;
  const deleted = {
    needs: ['deletedNote', 'deletedStatusReport'],
    body: (f: (name: string) => { Id: string }) => ({ Ids: [f('deletedNote').Id, f('deletedStatusReport').Id] }),
  };
  r.route({
    method: 'GET',
    url: '/my/trash',
    config: { access: own('trash', 'read'), probe: { status: 200 } },
    schema: { tags: ['trash'], summary: 'Deleted items, newest deletion first', response: { 200: z.array(TrashItem), ...errors } },
    handler: (request) => listTrash(ownRecords(app.deps, requireContext(request)), tables()),
  });
  r.route({
    method: 'POST',
    url: '/my/trash/restore',
    config: { access: own('trash', 'write'), probe: { ...deleted, status: 200 } },
    schema: {
      tags: ['trash'],
      summary: 'Restore one, several or all items ({ Ids }); all or nothing, an id not in the trash answers 404',
      body: TrashSelection,
      response: { 200: TrashResult, ...errors },
    },
    handler: async (request) => ({
      Ids: await restoreFromTrash(ownRecords(app.deps, requireContext(request)), tables(), request.body.Ids),
    }),
  });
  r.route({
    method: 'POST',
    url: '/my/trash/purge',
    config: { access: own('trash', 'write'), probe: { ...deleted, status: 200 } },
    schema: {
      tags: ['trash'],
      summary: 'Purge one, several or all items for good ({ Ids }); all or nothing',
      body: TrashSelection,
      response: { 200: TrashResult, ...errors },
    },
    handler: async (request) => ({ Ids: await purgeFromTrash(ownRecords(app.deps, requireContext(request)), tables(), request.body.Ids) }),
  });
}
