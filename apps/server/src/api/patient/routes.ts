import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MyGroup, Patient, PatientUpdate, User } from '@symptoms/domain';
import { own } from '../../platform/access';
import { readUser } from '../../platform/users';
import { requireContext } from '../../platform/context';
import { listMyGroups } from '../groups/service';
import { findMyPatient, getMyPatient, updateMyPatient } from './service';

/** A whole profile of a patient who has not changed theirs yet, for the access matrix. */
const PROFILE = {
  Gender: 'female',
  Model: 'female',
  Birthyear: 1985,
  Language: 'sv',
  Country: 'Sweden',
  Region: null,
  County: null,
  Municipal: null,
  City: 'Lund',
  AreaCode: '22100',
  AppVersion: null,
  TutorialsSeen: [],
  AdvancedManikin: false,
  PatientModelChosenSide: null,
  Version: 0,
};

export async function patientRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/patient',
    config: { access: own('patient', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['patient'],
      summary: "The caller's patient profile (1004 when the user has none)",
      response: { 200: Patient, 404: ErrorBody },
    },
    handler: (request) => getMyPatient(app.deps, requireContext(request)),
  });
  r.route({
    method: 'PUT',
    url: '/my/patient',
    config: { access: own('patient', 'write'), probe: { body: () => PROFILE, status: 200 } },
    schema: {
      tags: ['patient'],
      summary: 'Update the profile: Id omitted, empty strings stored as null, AreaCode exactly 5 digits (stale Version: 409/4003)',
      body: PatientUpdate,
      response: { 200: Patient, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: (request) => updateMyPatient(app.deps, requireContext(request), request.body),
  });
  r.route({
    method: 'GET',
    url: '/my/views/profile',
    config: { access: own('account', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['patient'],
      summary: 'User, patient profile and groups in one call',
      response: { 200: z.object({ User: User, Patient: Patient.nullable(), Groups: z.array(MyGroup) }) },
    },
    handler: async (request) => {
      const ctx = requireContext(request);
      const [user, patient, groups] = await Promise.all([
        readUser(app.deps, ctx),
        findMyPatient(app.deps, ctx),
        listMyGroups(app.deps, ctx),
      ]);
      return { User: user, Patient: patient, Groups: groups };
    },
  });
}
