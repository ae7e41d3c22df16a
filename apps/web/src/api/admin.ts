import { z } from '@symptoms/domain/zod';
import {
  AdminGroup,
  DashboardStatistics,
  GroupPage,
  GroupSettings,
  GroupSettingsPage,
  HourlyStatistic,
  Organization,
  OrganizationPage,
  type GroupInput,
  type GroupSettingsInput,
  type OrganizationCreate,
  type OrganizationInput,
} from '@symptoms/domain';
import { apiRequest } from './client';

export const adminKeys = {
  organizations: ['admin', 'organizations'] as const,
  groups: ['admin', 'groups'] as const,
  settings: ['admin', 'settings'] as const,
  statistics: ['admin', 'statistics'] as const,
};

interface ListQuery {
  search: string;
  start: number;
  count: number;
}

const listQuery = ({ search, start, count }: ListQuery) =>
  new URLSearchParams({ ...(search.trim() ? { search: search.trim() } : {}), start: String(start), count: String(count) }).toString();

export function getDashboardStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  return apiRequest('/api/admin/dashboard', { signal }, DashboardStatistics);
}

export const getStatistics = (from: string, to: string, groupId: string | null, signal?: AbortSignal) =>
  apiRequest(
    `/api/admin/statistics?${new URLSearchParams({ from, to, ...(groupId ? { groupId } : {}) })}`,
    { signal },
    z.array(HourlyStatistic),
  );

export const getOrganizations = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest(`/api/organizations?${listQuery(query)}`, { signal }, OrganizationPage);
export const getOrganization = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/organizations/${encodeURIComponent(id)}`, { signal }, Organization);
export const updateOrganization = (id: string, input: OrganizationInput) =>
  apiRequest(`/api/organizations/${encodeURIComponent(id)}`, { method: 'PUT', json: input }, Organization);

export const createOrganization = (input: OrganizationCreate) =>
  apiRequest('/api/organizations', { method: 'POST', json: input }, Organization);
export const deleteOrganization = (id: string) =>
  apiRequest(`/api/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

export const getGroups = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest(`/api/my/organization/groups?${listQuery(query)}`, { signal }, GroupPage);
export const getGroup = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/my/organization/groups/${encodeURIComponent(id)}`, { signal }, AdminGroup);
export const createGroup = (input: GroupInput) => apiRequest('/api/my/organization/groups', { method: 'POST', json: input }, AdminGroup);
export const updateGroup = (id: string, input: GroupInput) =>
  apiRequest(`/api/my/organization/groups/${encodeURIComponent(id)}`, { method: 'PUT', json: input }, AdminGroup);

export const deleteGroup = (id: string) =>
  apiRequest(`/api/my/organization/groups/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);

export const getSettings = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest(`/api/admin/settings?${listQuery(query)}`, { signal }, GroupSettingsPage);
export const saveSettings = (groupId: string, input: GroupSettingsInput) =>
  apiRequest(`/api/admin/settings/${encodeURIComponent(groupId)}`, { method: 'PUT', json: input }, GroupSettings);
