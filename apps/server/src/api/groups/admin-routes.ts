import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminGroup, AdminListQuery, ErrorBody, GroupInput, GroupPage, SlugId } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  GROUPS_READ,
  GROUPS_WRITE,
  createGroup,
  deleteGroup,
  getOrganizationGroup,
  listOrganizationGroups,
  updateGroup,
} from './admin-service';

const tags = ['groups'];
const ById = z.object({ id: SlugId });

/** The groups of the admin's organization (spec 3 §7 my/organization/groups). */
export async function adminGroupRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = canDo(GROUPS_READ);
  const write = canDo(GROUPS_WRITE);
  r.route({
    method: 'GET',
    url: '/my/organization/groups',
    config: { access: read, probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The groups the admin administers (the organization’s for its admin, every group for the service’s), searched and paged',
      querystring: AdminListQuery,
      response: { 200: GroupPage, ...errors },
    },
    handler: (request) => listOrganizationGroups(deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/my/organization/groups/:id',
    config: { access: read, probe: { needs: ['ownerGroup'], params: (f) => ({ id: f('ownerGroup').Id }), unit: 'group', status: 200 } },
    schema: { tags, summary: 'One group with every field', params: ById, response: { 200: AdminGroup, ...errors } },
    handler: (request) => getOrganizationGroup(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/organization/groups',
    config: { access: write, probe: { body: () => ({ Name: '' }), status: 400 } },
    schema: {
      tags,
      summary: 'Create a group in the active organization (its organization admin: 4162; Id and UrlSlug unique: 4151, 4150)',
      body: GroupInput,
      response: { 200: AdminGroup, 409: ErrorBody, ...errors },
    },
    handler: (request) => createGroup(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'PUT',
    url: '/my/organization/groups/:id',
    config: { access: write, probe: { params: () => ({ id: 'no-such-group' }), body: () => ({ Name: '' }), status: 400 } },
    schema: {
      tags,
      summary: 'Change a group (its organization admin: 4162; Version as loaded: a stale one answers 4003; UrlSlug taken: 4150)',
      params: ById,
      body: GroupInput,
      response: { 200: AdminGroup, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateGroup(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/my/organization/groups/:id',
    config: { access: write, probe: { params: () => ({ id: 'no-such-group' }), status: 404 } },
    schema: {
      tags,
      summary:
        'Delete an empty group (its organization admin: 4162; while anyone is a member or a patient shares with it: 4152; the organization’s own group: 403)',
      params: ById,
      response: { 204: z.null(), 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await deleteGroup(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
