import { defineArea } from '../../platform/areas';
import { patientRoutes } from './routes';

/** The staff's view of a patient (spec 3 §2 admin/patients and patients/{patientId}): reads only, each under a grant. */
export const patientsArea = defineArea({ name: 'patients', service: 'api', routes: patientRoutes });
