import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { luhnCheckDigit, PromReportView, PromRequestId, PromRequestView, ResearchPromRequestCreate, Uuid } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  createResearchRequest,
  deleteGroupRequest,
  exportGroupRequest,
  getGroupRequest,
  listGroupRequests,
  listPatientRequests,
} from './research-service';

const ById = z.object({ id: PromRequestId });
/** No request has this id: the matrix's callers each get the same 404 (a real one would be deleted by the first). */
const NO_SUCH_REQUEST = { params: () => ({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }), status: 404 };
/** A valid personnummer nobody in the tests has. */
const NOBODY = `19400101980${luhnCheckDigit('400101980')}`;

/** Research PROM requests (spec 3 §2 prom-requests, §7): staff of a study group ask its participants to fill in a PROM. */
export async function researchPromRequestRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const groupList = can('research', 'read', 'group');
  r.route({
    method: 'GET',
    url: '/admin/promrequests',
    config: { access: groupList, probe: { needs: ['groupPromRequest'], cohort: { area: 'promrequests' }, status: 200 } },
    schema: {
      tags: ['promrequests'],
      summary: 'The PROM requests of the active group, newest first',
      response: { 200: z.array(PromRequestView), ...errors },
    },
    handler: (request) => listGroupRequests(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/admin/promrequests/:id',
    config: { access: can('promrequests', 'read', 'groupPatient'), probe: NO_SUCH_REQUEST },
    schema: {
      tags: ['promrequests'],
      summary: 'One request of the active group',
      params: ById,
      response: { 200: PromRequestView, ...errors },
    },
    handler: (request) => getGroupRequest(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/research/patients/:id/promrequests',
    config: {
      access: can('promrequests', 'read', 'groupPatient'),
      probe: { needs: ['studyParticipant'], params: (f: Fixtures) => ({ id: f('studyParticipant').Id }), status: 200 },
    },
    schema: {
      tags: ['promrequests'],
      summary: 'A participant’s requests from the active group, newest first',
      params: z.object({ id: Uuid }),
      response: { 200: z.array(PromRequestView), ...errors },
    },
    handler: (request) => listPatientRequests(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/research/promrequests',
    config: {
      access: can('promrequests', 'write', 'groupPatient'),
      probe: { body: () => ({ Personnummer: NOBODY, PromId: 'phq9', LanguageId: 'sv', Purpose: 'Uppföljning' }), status: 404 },
    },
    schema: {
      tags: ['promrequests'],
      summary: 'Asks a participant of the active group, by personnummer, to fill in a PROM; the patient hears PromRequestCreated',
      body: ResearchPromRequestCreate,
      response: { 201: PromRequestView, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createResearchRequest(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'DELETE',
    url: '/research/promrequests/:id',
    config: { access: can('promrequests', 'write', 'groupPatient'), probe: NO_SUCH_REQUEST },
    schema: {
      tags: ['promrequests'],
      summary: 'Removes a request of the active group',
      params: ById,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteGroupRequest(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'GET',
    url: '/promrequests/:id/export',
    config: { access: can('promrequests', 'read', 'groupPatient'), probe: NO_SUCH_REQUEST },
    schema: {
      tags: ['promrequests'],
      summary: 'One request of the active group with the report that filled it, as JSON',
      params: ById,
      response: {
        200: z.object({ ExportedDate: z.string(), Request: PromRequestView, Report: PromReportView.nullable() }),
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const file = await exportGroupRequest(deps, requireContext(request), request.params.id);
      const stamp = file.ExportedDate.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      reply.header('content-disposition', `attachment; filename="promrequest-${request.params.id}-${stamp}.json"`);
      return file;
    },
  });
}
