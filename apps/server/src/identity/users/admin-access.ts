import { capability } from '@symptoms/domain';

/** An admin sees and changes the users of the groups they administer (all of the organization's for its organization admin). */
export const USERS_READ = capability('users', 'read', 'group');
export const USERS_WRITE = capability('users', 'write', 'group');
