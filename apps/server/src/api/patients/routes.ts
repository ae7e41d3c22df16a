import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PatientSummary, StaffPatientPage, StaffPatientsQuery, Uuid, type AccessArea } from '@symptoms/domain';
import { can, own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures, Probe } from '../../platform/probe';
import { patientRecords, type Scope } from '../../platform/records';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { listStaffPatients } from './list';
import { patientSummaryOf } from './summary';

const tags = ['patients'];
const OfPatient = z.object({ patientId: Uuid });
const OfPatientRecord = z.object({ patientId: Uuid, id: Uuid });

/** The owner's patient id (and a record of theirs, when the route names one) for the access matrix. */
const ofPatient = (): Pick<Probe, 'needs' | 'params'> => ({
  needs: ['patient'],
  params: (f: Fixtures) => ({ patientId: f('patient').Id }),
});
const ofRecord = (name: string): Pick<Probe, 'needs' | 'params'> => ({
  needs: ['patient', name],
  params: (f: Fixtures) => ({ patientId: f('patient').Id, id: f(name).Id }),
});
/** The owner's patient id, with a record of theirs made first so that the read serves something. */
const servingOf = (name: string): Pick<Probe, 'needs' | 'params'> => ({
  needs: ['patient', name],
  params: (f: Fixtures) => ({ patientId: f('patient').Id }),
});

/** Read under a grant: a share (its flags) or a patient of the caller's active group. */
const granted = (area: AccessArea) => can(area, 'read', 'share', 'groupPatient');

/**
 * The staff's view of a patient (spec 3 §2: admin/patients, patients/{patientId} with its
 * children). Reads only, each through `patientRecords`: the grant decides what opens, anything
 * else (no grant, an area the grant leaves shut, another patient's record) answers 404, and
 * every record served is audited in the patient's log.
 */
export async function patientRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: { params: { patientId: string } } & Parameters<typeof requireContext>[0]): Promise<Scope> =>
    patientRecords(app.deps, requireContext(request), request.params.patientId);

  r.route({
    method: 'GET',
    url: '/admin/patients',
    config: { access: own('patients', 'read'), probe: { cohort: { area: 'patient', list: true }, status: 200 } },
    schema: {
      tags,
      summary: 'The patients the caller may open (shares with them or their unit, patients of their active group), by name, 30 a page',
      querystring: StaffPatientsQuery,
      response: { 200: StaffPatientPage, ...errors },
    },
    handler: (request) => listStaffPatients(app.deps, requireContext(request), request.query),
  });
  const lists = [
    ['group', 'The patients of the caller’s active group (its consenting participants; for its admin, its patients by membership)'],
    ['shared', 'The patients who share with the caller or the caller’s unit'],
    ['activity', 'The patients with a report the caller may open, the latest report first (LatestReport)'],
  ] as const;
  for (const [kind, summary] of lists) {
    r.route({
      method: 'GET',
      url: `/admin/patients/${kind}`,
      // Searched for nobody: the matrix walks who may call it; patients.test.ts which patients each list holds.
      config: { access: own('patients', 'read'), probe: { query: () => ({ search: 'nobody by this name' }), status: 200 } },
      schema: { tags, summary: `${summary}, 30 a page`, querystring: StaffPatientsQuery, response: { 200: StaffPatientPage, ...errors } },
      handler: (request) => listStaffPatients(app.deps, requireContext(request), request.query, kind),
    });
  }
  r.route({
    method: 'GET',
    url: '/patients/:patientId',
    config: { access: granted('patient'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'Who the patient is and which areas the caller’s grant opens; no grant: 404',
      params: OfPatient,
      response: { 200: PatientSummary, ...errors },
    },
    handler: async (request) => patientSummaryOf(await scopeOf(request)),
  });
  // Every area's reads of one patient under a grant (their `patientReads`), at the patient's own paths under /patients/{patientId}/.
  for (const read of app.deps.catalog.patientReads) {
    const byId = read.path.endsWith('/:id');
    r.route({
      method: 'GET',
      url: `/patients/:patientId/${read.path}`,
      config: {
        access: granted(read.area),
        probe: {
          ...(byId ? ofRecord(read.serves) : servingOf(read.serves)),
          ...(read.probeQuery ? { query: read.probeQuery } : {}),
          status: 200,
        },
      },
      schema: {
        tags,
        summary: `${read.summary}; no grant, or an area it does not open: 404`,
        params: byId ? OfPatientRecord : OfPatient,
        ...(read.querystring ? { querystring: read.querystring } : {}),
        response: { 200: read.response, ...errors },
      },
      handler: async (request) =>
        read.read(await scopeOf(request), { id: (request.params as { id?: string }).id, query: request.query as never }),
    });
  }
}
