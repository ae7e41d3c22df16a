import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Share, ShareCreate, ShareRequestCreate, ShareUpdate } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  acceptMyShare,
  createMyShare,
  deleteMyShare,
  getMyShare,
  listClinicianShares,
  listMyShares,
  requestShare,
  setMyShareEnabled,
  updateMyShare,
} from './service';

const tags = ['shares'];
const byShare = { needs: ['share'], params: (f: Fixtures) => ({ id: f('share').Id }) };
/** A valid personnummer no test or demo user has (test users are born in 1980). */
const NOBODYS_PERSONNUMMER = '190101019800';
/** The unit the probe shares with: a group the access matrix makes, in which none of its callers works. */
export const PROBE_UNIT = 'probe-unit';

/** Shares (spec 2 §7): the patient's (`my/shares`) and the clinician's side (`physician/shares`). */
export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/shares',
    config: { access: own('shares', 'read'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The patient’s shares and the requests for one (no AcceptedDate), newest first',
      response: { 200: z.array(Share), ...errors },
    },
    handler: (request) => listMyShares(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/shares/:id',
    config: { access: own('shares', 'read'), probe: { ...byShare, status: 200 } },
    schema: { tags, summary: 'One of the patient’s shares', params: ById, response: { 200: Share, ...errors } },
    handler: (request) => getMyShare(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/shares',
    config: { access: own('shares', 'write'), probe: { body: () => ({ ShareWithUnit: PROBE_UNIT, Notes: false }), status: 201 } },
    schema: {
      tags,
      summary:
        'Share with a clinician (personnummer or e-mail) or a unit (group id); flags true unless told; a second share with them: 409',
      body: ShareCreate,
      response: { 201: Share, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createMyShare(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/shares/:id',
    config: {
      access: own('shares', 'write'),
      probe: {
        ...byShare,
        body: (f) => ({ SymptomReports: true, PromReports: false, StatusReports: true, Notes: false, Version: f('share').Version }),
        status: 200,
      },
    },
    schema: {
      tags,
      summary: 'What the share opens (stale Version: 409/4003)',
      params: ById,
      body: ShareUpdate,
      response: { 200: Share, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMyShare(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/my/shares/:id',
    config: { access: own('shares', 'write'), probe: { ...byShare, status: 204 } },
    schema: {
      tags,
      summary: 'Remove a share or decline a request; the viewer’s access ends at once',
      params: ById,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteMyShare(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/shares/:id/accept',
    config: {
      access: own('shares', 'write'),
      probe: { needs: ['shareRequest'], params: (f) => ({ id: f('shareRequest').Id }), status: 200 },
    },
    schema: {
      tags,
      summary: 'Accept a clinician’s request (already accepted: 409/4108)',
      params: ById,
      response: { 200: Share, 409: ErrorBody, ...errors },
    },
    handler: (request) => acceptMyShare(deps, requireContext(request), request.params.id),
  });
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    r.route({
      method: 'POST',
      url: `/my/shares/:id/${action}`,
      config: { access: own('shares', 'write'), probe: { ...byShare, status: 200 } },
      schema: {
        tags,
        summary: `${enabled ? 'Open' : 'Close'} the share to its recipient`,
        params: ById,
        response: { 200: Share, ...errors },
      },
      handler: (request) => setMyShareEnabled(deps, requireContext(request), request.params.id, enabled),
    });
  }
  r.route({
    method: 'GET',
    url: '/physician/shares',
    config: { access: own('sharerequests', 'read'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'Shares with the caller or their present unit, and the caller’s requests',
      response: { 200: z.array(Share), ...errors },
    },
    handler: (request) => listClinicianShares(deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/physician/shares',
    // The matrix asks for a patient nobody is: staff get 404, the others 401/403.
    config: { access: own('sharerequests', 'write'), probe: { body: () => ({ PatientPersonnummer: NOBODYS_PERSONNUMMER }), status: 404 } },
    schema: {
      tags,
      summary: 'Ask a patient, by personnummer, for a share (no such patient: 404; asked already: 409)',
      body: ShareRequestCreate,
      response: { 201: Share, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await requestShare(deps, requireContext(request), request.body)),
  });
}
