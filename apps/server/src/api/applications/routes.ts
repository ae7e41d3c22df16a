import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Application, ApplicationInput, ErrorBody, SlugId } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  createApplication,
  deleteApplication,
  getApplication,
  listApplications,
  updateApplication,
  APPLICATIONS_READ,
  APPLICATIONS_WRITE,
} from './service';

const tags = ['applications'];
const ById = z.object({ id: SlugId });
/** An application of the owner's group (its fixture): only callers acting in that group find it. */
const ofTheGroup = { needs: ['application'], unit: 'activeGroup' } as const;
const byId = { ...ofTheGroup, params: (f: Fixtures) => ({ id: f('application').Id }) };
const changed = (f: Fixtures) => ({ Id: f('application').Id, Description: 'Journalen', ScopeId: 'api', RoleId: 'res' });

/** Applications (spec 3 §7): a group's integrations, which its developers manage. */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = canDo(APPLICATIONS_READ);
  const write = canDo(APPLICATIONS_WRITE);
  r.route({
    method: 'GET',
    url: '/my/group/applications',
    config: { access: read, probe: { status: 200 } },
    schema: { tags, summary: 'The active group’s applications', response: { 200: z.array(Application), ...errors } },
    handler: (request) => listApplications(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/group/applications/:id',
    config: { access: read, probe: { ...byId, status: 200 } },
    schema: { tags, summary: 'One application of the active group', params: ById, response: { 200: Application, ...errors } },
    handler: (request) => getApplication(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/group/applications',
    config: {
      access: write,
      probe: { body: (f) => ({ Id: `app-${f.unique()}`, Description: 'Journal', ScopeId: 'api', RoleId: 'res' }), status: 201 },
    },
    schema: {
      tags,
      summary: 'Add an application to the active group (Id, Description, ScopeId, RoleId; an Id taken: 409/4160)',
      body: ApplicationInput,
      response: { 201: Application, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createApplication(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/group/applications',
    config: {
      access: write,
      probe: { ...ofTheGroup, body: changed, status: 200 },
    },
    schema: { tags, summary: 'Change an application (named by Id)', body: ApplicationInput, response: { 200: Application, ...errors } },
    handler: (request) => updateApplication(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/my/group/applications/:id',
    config: { access: write, probe: { ...byId, status: 204 } },
    schema: { tags, summary: 'Remove an application and its tokens', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteApplication(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
