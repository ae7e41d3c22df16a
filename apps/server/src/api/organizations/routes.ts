import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminListQuery, ErrorBody, Organization, OrganizationCreate, OrganizationInput, OrganizationPage, SlugId } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  ORGANIZATIONS_CREATE_DELETE,
  ORGANIZATIONS_READ,
  ORGANIZATIONS_WRITE,
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './service';

const tags = ['organizations'];
const ById = z.object({ id: SlugId });

export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/organizations',
    config: { access: canDo(ORGANIZATIONS_READ), probe: { query: () => ({ search: 'matrix' }), status: 200 } },
    schema: {
      tags,
      summary: 'The organizations the admin works in, by name, searched (?search=) and paged (?start=&count=)',
      querystring: AdminListQuery,
      response: { 200: OrganizationPage, ...errors },
    },
    handler: (request) => listOrganizations(deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/organizations/:id',
    config: {
      access: canDo(ORGANIZATIONS_READ),
      probe: { needs: ['ownerOrganization'], params: (f) => ({ id: f('ownerOrganization').Id }), unit: 'organization', status: 200 },
    },
    schema: { tags, summary: 'One organization', params: ById, response: { 200: Organization, ...errors } },
    handler: (request) => getOrganization(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'PUT',
    url: '/organizations/:id',
    config: {
      access: canDo(ORGANIZATIONS_WRITE),
      probe: { params: () => ({ id: 'no-such-organization' }), body: () => ({ Name: 'Matrix', Version: 0 }), status: 404 },
    },
    schema: {
      tags,
      summary: 'Rename an organization (its organization admin: 4162 otherwise; Version as loaded, a stale one answers 4003)',
      params: ById,
      body: OrganizationInput,
      response: { 200: Organization, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateOrganization(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/organizations',
    config: { access: canDo(ORGANIZATIONS_CREATE_DELETE), probe: { body: () => ({ Id: 'x', Name: '' }), status: 400 } },
    schema: {
      tags,
      summary: 'Create an organization and its own group (the service’s administrator: 4163 otherwise; an id in use: 4151)',
      body: OrganizationCreate,
      response: { 201: Organization, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createOrganization(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'DELETE',
    url: '/organizations/:id',
    config: { access: canDo(ORGANIZATIONS_CREATE_DELETE), probe: { params: () => ({ id: 'no-such-organization' }), status: 404 } },
    schema: {
      tags,
      summary:
        'Delete an empty organization with its groups (the service’s administrator: 4163; while anyone is a member: 4152; the global one: 403)',
      params: ById,
      response: { 204: z.null(), 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await deleteOrganization(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
