import { z } from 'zod';
import { Symptom } from '@symptoms/domain';
import { defineArea } from '../../platform/areas';
import { symptomRecords } from './records';
import { symptomRoutes } from './routes';
import { loadSymptom, symptomsOf } from './service';

export const symptomsArea = defineArea({
  name: 'symptoms',
  service: 'api',
  routes: symptomRoutes,
  records: [symptomRecords],
  patientReads: [
    {
      path: 'symptoms',
      area: 'symptoms',
      summary: 'A patient’s symptoms with their reports, open first',
      response: z.array(Symptom),
      serves: 'symptom',
      read: (scope) => symptomsOf(scope),
    },
    {
      path: 'symptoms/:id',
      area: 'symptoms',
      summary: 'One symptom of a patient with its reports',
      response: Symptom,
      serves: 'symptom',
      read: (scope, { id }) => loadSymptom(scope, id!),
    },
  ],
});
