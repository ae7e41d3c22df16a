import { z } from '@symptoms/domain/zod';
import {
  AdminGroupOption,
  AdminUser,
  AdminUserPage,
  Invite,
  type AdminAnonymize,
  type AdminInviteCreate,
  type AdminRolesUpdate,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@symptoms/domain';
import { apiRequest } from './client';

/** Staff user administration and the admin's invites, on the identity service (spec 3 §7). */
const path = (template: string, ...values: string[]) => values.reduce((p, v) => p.replace('{}', encodeURIComponent(v)), template);

export const usersKeys = {
  all: ['admin-users'] as const,
  list: (q: string) => ['admin-users', 'list', q] as const,
  one: (id: string) => ['admin-users', 'one', id] as const,
  groups: ['admin-users', 'groups'] as const,
  invites: ['admin-invites'] as const,
};

export function listUsers(q: string, after: string | null, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (after) query.set('after', after);
  const text = query.toString();
  return apiRequest(`/identity/users${text ? `?${text}` : ''}`, { signal }, AdminUserPage);
}

export const getUser = (id: string, signal?: AbortSignal) => apiRequest(path('/identity/admin/users/id/{}', id), { signal }, AdminUser);
export const listAssignableGroups = (signal?: AbortSignal) =>
  apiRequest('/identity/admin/users/groups', { signal }, z.array(AdminGroupOption));
export const createUser = (body: AdminUserCreate) => apiRequest('/identity/users', { method: 'POST', json: body }, AdminUser);
export const updateUser = (id: string, body: AdminUserUpdate) =>
  apiRequest(path('/identity/users/{}', id), { method: 'PUT', json: body }, AdminUser);
export const updateRoles = (id: string, body: AdminRolesUpdate) =>
  apiRequest(path('/identity/users/{}/roles', id), { method: 'PUT', json: body }, AdminUser);

/** The actions on an account, each with its own path (spec 3 §2 Users). */
export const userActions = {
  resetPassword: (id: string) => apiRequest<void>(path('/identity/users/{}/reset-password', id), { method: 'POST' }),
  disableTwoFactor: (id: string) => apiRequest<void>(path('/identity/users/{}/2fa/disable', id), { method: 'POST' }),
  erase: (id: string) => apiRequest<void>(path('/identity/users/{}/erase', id), { method: 'POST' }),
  remove: (id: string) => apiRequest<void>(path('/identity/users/{}/organization', id), { method: 'DELETE' }),
  delete: (id: string) => apiRequest<void>(path('/identity/users/{}', id), { method: 'DELETE' }),
  anonymize: (id: string, keep: AdminAnonymize) =>
    apiRequest<void>(path('/identity/users/{}/anonymize', id), { method: 'POST', json: keep }),
};
export type UserAction = keyof typeof userActions;

export const sendAdminInvites = (body: AdminInviteCreate) =>
  apiRequest('/identity/invites', { method: 'POST', json: body }, z.array(Invite));
export const listAdminInvites = (signal?: AbortSignal) => apiRequest('/identity/admin/invites', { signal }, z.array(Invite));
export const withdrawAdminInvite = (id: string) => apiRequest<void>(path('/identity/admin/invites/{}', id), { method: 'DELETE' });
