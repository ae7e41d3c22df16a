import { defineArea } from '../../platform/areas';
import { patientAccountRoutes } from './routes';

/**
 * The admin's page of one patient: the main API's paths (spec 3 §7 admin/patients/{id}), with the
 * account's life where it lives, in identity (docs/decisions.md, "The admin's patients").
 */
export const patientAccountsArea = defineArea({ name: 'patient-accounts', service: 'api', routes: patientAccountRoutes });
