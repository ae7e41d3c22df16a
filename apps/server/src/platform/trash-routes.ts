import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessArea } from '@symptoms/domain';
import type { Deps } from '../deps';
import { own } from './access';
import { requireContext, type RequestContext } from './context';
import { notFound } from './errors';
import { ownRecords, type RecordTable } from './records';
import { purgeFromTrash, restoreFromTrash } from './records/trash';
import { ById, RESOURCE_ERRORS } from './route-schemas';

interface TrashRoutesSpec {
  /** The resource's collection, e.g. `/my/notes`. */
  path: string;
  table: RecordTable;
  tags: string[];
  /** How the summaries name one item, e.g. `a note`. */
  noun: string;
  /** The answer of a restore: the item as `get` reads it. */
  item: z.ZodType;
  get: (deps: Deps, ctx: RequestContext, id: string) => Promise<unknown>;
  /** The access matrix's fixtures of a live and of a deleted record. */
  fixtures: { live: string; deleted: string };
}

/**
 * The patient's three trash routes of a deletable resource, the same for every type:
 * `POST {path}/:id/delete` into the trash, `POST {path}/:id/restore` back whole (answering the
 * item), `DELETE {path}/:id` purging a record that is in the trash.
 */
export function registerTrashRoutes(app: FastifyInstance, spec: TrashRoutesSpec): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, table, tags, noun, fixtures } = spec;
  const area = table.area as AccessArea;
  const byId = (name: string) => ({ needs: [name], params: (f: (n: string) => { Id: string }) => ({ id: f(name).Id }) });
  r.route({
    method: 'POST',
    url: `${path}/:id/delete`,
    config: { access: own(area, 'write'), probe: { ...byId(fixtures.live), status: 204 } },
    schema: { tags, summary: `Move ${noun} to the trash`, params: ById, response: { 204: z.null(), ...RESOURCE_ERRORS } },
    handler: async (request, reply) => {
      if (!(await ownRecords(app.deps, requireContext(request)).of(table).softDelete(request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: `${path}/:id/restore`,
    config: { access: own(area, 'write'), probe: { ...byId(fixtures.deleted), status: 200 } },
    schema: { tags, summary: `Bring ${noun} back from the trash, whole`, params: ById, response: { 200: spec.item, ...RESOURCE_ERRORS } },
    handler: async (request, reply) => {
      const ctx = requireContext(request);
      await restoreFromTrash(ownRecords(app.deps, ctx), [table], [request.params.id]);
      return reply.send(await spec.get(app.deps, ctx, request.params.id));
    },
  });
  r.route({
    method: 'DELETE',
    url: `${path}/:id`,
    config: { access: own(area, 'write'), probe: { ...byId(fixtures.deleted), status: 204 } },
    schema: {
      tags,
      summary: `Purge ${noun} that is in the trash, for good`,
      params: ById,
      response: { 204: z.null(), ...RESOURCE_ERRORS },
    },
    handler: async (request, reply) => {
      await purgeFromTrash(ownRecords(app.deps, requireContext(request)), [table], [request.params.id]);
      return reply.status(204).send(null);
    },
  });
}
