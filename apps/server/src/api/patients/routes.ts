import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Note,
  NotesQuery,
  PatientSummary,
  PromReportsQuery,
  PromReportView,
  StaffPatientPage,
  StaffPatientsQuery,
  StatusReport,
  StatusReportsQuery,
  StatusSeriesList,
  StatusSeriesQuery,
  Symptom,
  SymptomReport,
  SymptomReportsQuery,
  Uuid,
  type AccessArea,
} from '@symptoms/domain';
import { can, own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures, Probe } from '../../platform/probe';
import { patientRecords, type Scope } from '../../platform/records';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { notesOf } from '../notes/service';
import { promReportOf, promReportsOf } from '../promreports/service';
import { statusReportOf, statusReportsOf, statusSeriesOf } from '../statusreports/service';
import { symptomReportOf, symptomReportsOf } from '../symptomreports/service';
import { loadSymptom, symptomsOf } from '../symptoms/service';
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
const sinceYesterday = () => ({ from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() });

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
    config: { access: own('patients', 'read'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The patients the caller may open (shares with them or their unit, patients of their active group), by name, 30 a page',
      querystring: StaffPatientsQuery,
      response: { 200: StaffPatientPage, ...errors },
    },
    handler: (request) => listStaffPatients(app.deps, requireContext(request), request.query),
  });
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
  r.route({
    method: 'GET',
    url: '/patients/:patientId/statusreports',
    config: { access: granted('statusreports'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'A patient’s live status reports under a grant, newest first, 30 a page; no grant: 404',
      params: OfPatient,
      querystring: StatusReportsQuery,
      response: { 200: z.array(StatusReport), ...errors },
    },
    handler: async (request) => statusReportsOf(await scopeOf(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/statusreports/series',
    config: { access: granted('statusreports'), probe: { ...ofPatient(), query: sinceYesterday, status: 200 } },
    schema: {
      tags,
      summary: 'Graph data of a patient under a grant, as my/statusreports/series',
      params: OfPatient,
      querystring: StatusSeriesQuery,
      response: { 200: StatusSeriesList, ...errors },
    },
    handler: async (request) => statusSeriesOf(await scopeOf(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/statusreports/:id',
    config: { access: granted('statusreports'), probe: { ...ofRecord('statusReport'), status: 200 } },
    schema: { tags, summary: 'One live status report of a patient', params: OfPatientRecord, response: { 200: StatusReport, ...errors } },
    handler: async (request) => statusReportOf(await scopeOf(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/symptoms',
    config: { access: granted('symptoms'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'A patient’s symptoms with their reports, open first',
      params: OfPatient,
      response: { 200: z.array(Symptom), ...errors },
    },
    handler: async (request) => symptomsOf(await scopeOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/symptoms/:id',
    config: { access: granted('symptoms'), probe: { ...ofRecord('symptom'), status: 200 } },
    schema: { tags, summary: 'One symptom of a patient with its reports', params: OfPatientRecord, response: { 200: Symptom, ...errors } },
    handler: async (request) => loadSymptom(await scopeOf(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/symptomreports',
    config: { access: granted('symptomreports'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'A patient’s live symptom reports, newest first (page, take, from)',
      params: OfPatient,
      querystring: SymptomReportsQuery,
      response: { 200: z.array(SymptomReport), ...errors },
    },
    handler: async (request) => symptomReportsOf(await scopeOf(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/symptomreports/:id',
    config: { access: granted('symptomreports'), probe: { ...ofRecord('symptomReport'), status: 200 } },
    schema: {
      tags,
      summary: 'One live symptom report of a patient',
      params: OfPatientRecord,
      response: { 200: SymptomReport, ...errors },
    },
    handler: async (request) => symptomReportOf(await scopeOf(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/promreports',
    config: { access: granted('promreports'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'A patient’s live PROM reports, newest first, without answers',
      params: OfPatient,
      querystring: PromReportsQuery,
      response: { 200: z.array(PromReportView), ...errors },
    },
    handler: async (request) => promReportsOf(await scopeOf(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/promreports/:id',
    config: { access: granted('promreports'), probe: { ...ofRecord('promReport'), status: 200 } },
    schema: {
      tags,
      summary: 'One live PROM report of a patient with its answers',
      params: OfPatientRecord,
      response: { 200: PromReportView, ...errors },
    },
    handler: async (request) => promReportOf(await scopeOf(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/patients/:patientId/notes',
    config: { access: granted('notes'), probe: { ...ofPatient(), status: 200 } },
    schema: {
      tags,
      summary: 'A patient’s live notes under a share whose Notes flag is on, newest first',
      params: OfPatient,
      querystring: NotesQuery,
      response: { 200: z.array(Note), ...errors },
    },
    handler: async (request) => notesOf(await scopeOf(request), request.query),
  });
}
