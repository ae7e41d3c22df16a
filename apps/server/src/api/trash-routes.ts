import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrashResourceType } from '@symptoms/domain';
import type { Deps } from '../deps';
import { PATIENT } from '../platform/access';
import { requireContext, type RequestContext } from '../platform/context';
import { ById, RESOURCE_ERRORS } from '../platform/route-schemas';
import { forType, moveToTrash, purgeFromTrash, restoreFromTrash } from '../platform/trash';
import { TRASHABLE } from './trash-registry';

export interface TrashRoutesSpec {
  /** The resource's collection, e.g. `/my/notes`. */
  path: string;
  type: TrashResourceType;
  tags: string[];
  /** How the summaries name one item, e.g. `a note`. */
  noun: string;
  /** The answer of a restore: the item as `get` reads it. */
  item: z.ZodType;
  get: (deps: Deps, ctx: RequestContext, id: string) => Promise<unknown>;
}

/**
 * The patient's three trash routes of a deletable resource, the same for every type:
 * `POST {path}/:id/delete` into the trash, `POST {path}/:id/restore` back whole (answering the
 * item), `DELETE {path}/:id` purging an item that is in the trash.
 */
export function registerTrashRoutes(app: FastifyInstance, spec: TrashRoutesSpec): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, type, tags, noun } = spec;
  r.route({
    method: 'POST',
    url: `${path}/:id/delete`,
    config: { access: PATIENT },
    schema: { tags, summary: `Move ${noun} to the trash`, params: ById, response: { 204: z.null(), ...RESOURCE_ERRORS } },
    handler: async (request, reply) => {
      await moveToTrash(app.deps, requireContext(request), TRASHABLE, type, request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: `${path}/:id/restore`,
    config: { access: PATIENT },
    schema: { tags, summary: `Bring ${noun} back from the trash, whole`, params: ById, response: { 200: spec.item, ...RESOURCE_ERRORS } },
    handler: async (request, reply) => {
      const ctx = requireContext(request);
      await restoreFromTrash(app.deps, ctx, forType(TRASHABLE, type), [request.params.id]);
      return reply.send(await spec.get(app.deps, ctx, request.params.id));
    },
  });
  r.route({
    method: 'DELETE',
    url: `${path}/:id`,
    config: { access: PATIENT },
    schema: {
      tags,
      summary: `Purge ${noun} that is in the trash, for good`,
      params: ById,
      response: { 204: z.null(), ...RESOURCE_ERRORS },
    },
    handler: async (request, reply) => {
      await purgeFromTrash(app.deps, requireContext(request), forType(TRASHABLE, type), [request.params.id]);
      return reply.status(204).send(null);
    },
  });
}
