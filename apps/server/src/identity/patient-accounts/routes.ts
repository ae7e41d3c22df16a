import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPatient, AdminPatientRemoval, AdminUserUpdate, ErrorBody, Uuid } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { USERS_READ, USERS_WRITE } from '../users/admin-access';
import { correctAdminPatient, eraseAdminPatientData, readAdminPatient, removeAdminPatient } from './service';

const tags = ['patients'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Id = z.object({ id: Uuid });
/**
 * The matrix's probes name no patient: a read of the owner's account here would be an audited View
 * the matrix counts as reading health data. patient-accounts.test.ts walks the patients themselves.
 */
const NO_SUCH_PATIENT = () => ({ id: '00000000-0000-4000-8000-000000000000' });

/** The admin's page of one patient at the main API's paths (spec 3 §7), served by identity's users service. */
export async function patientAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/admin/patients/:id',
    config: { access: canDo(USERS_READ), probe: { params: NO_SUCH_PATIENT, status: 404 } },
    schema: {
      tags,
      summary: 'A patient of the admin’s groups: their account, never their health data (audited in the patient’s log); anyone else 404',
      params: Id,
      response: { 200: AdminPatient, ...errors },
    },
    handler: (request) => readAdminPatient(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'PUT',
    url: '/admin/patients/:id',
    config: {
      access: canDo(USERS_WRITE),
      probe: {
        params: NO_SUCH_PATIENT,
        body: () => ({ FirstName: 'A', LastName: 'B', PhoneNumber: null, LanguageId: 'sv', Version: 0 }),
        status: 404,
      },
    },
    schema: {
      tags,
      summary: 'Correct the patient’s name, phone and language (never the e-mail or personnummer; stale Version: 4003)',
      params: Id,
      body: AdminUserUpdate,
      response: { 200: AdminPatient, ...errors },
    },
    handler: (request) => correctAdminPatient(deps, requireContext(request), request.params.id, request.body),
  });
  const noContent = { 204: z.null(), ...errors };
  r.route({
    method: 'DELETE',
    url: '/admin/patients/:id',
    config: { access: canDo(USERS_WRITE), probe: { params: NO_SUCH_PATIENT, status: 404 } },
    schema: {
      tags,
      summary:
        'Remove the patient’s account and all their data, or with anonymize=true keep the health data without the person (two-factor: 4155; in other groups: 4164, 4156)',
      params: Id,
      querystring: AdminPatientRemoval,
      response: noContent,
    },
    handler: async (request, reply) => {
      await removeAdminPatient(deps, requireContext(request), request.params.id, request.query.anonymize === 'true');
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/admin/patients/:id/data',
    config: { access: canDo(USERS_WRITE), probe: { params: NO_SUCH_PATIENT, status: 404 } },
    schema: {
      tags,
      summary: 'Erase every health record of the patient; the account stays (two-factor: 4155; in other groups: 4164, 4156)',
      params: Id,
      response: noContent,
    },
    handler: async (request, reply) => {
      await eraseAdminPatientData(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
