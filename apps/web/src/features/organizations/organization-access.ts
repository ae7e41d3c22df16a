import { capability } from '@symptoms/domain';

/** Organizations are created and deleted by the service's administrators only (admins of the global group). */
export const ORGANIZATIONS_CREATE_DELETE = capability('organizations', 'write', 'system');
