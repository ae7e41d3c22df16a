import { may, type RoleId } from '@symptoms/domain';

/**
 * Whether the role's lists of patients hold the active group's patients by membership: an admin's,
 * who administers the users of their groups (the `users` capability) and so reads who they are,
 * never what they reported.
 */
export const mayListMembers = (role: RoleId) => may(role, 'users', 'read', ['group']);
