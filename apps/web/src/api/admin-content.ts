import { z } from '@symptoms/domain/zod';
import {
  AppVersion,
  Application,
  OAuthToken,
  OutboxMail,
  type AppVersionInput,
  type AppVersionUpdate,
  type ApplicationInput,
} from '@symptoms/domain';
import { apiRequest } from './client';

export const appVersionKeys = { all: ['appversions'] as const };
export const listAppVersions = (signal?: AbortSignal) => apiRequest('/api/appversions', { signal }, z.array(AppVersion));
export const createAppVersion = (input: AppVersionInput) => apiRequest('/api/appversions', { method: 'POST', json: input }, AppVersion);
export const updateAppVersion = (input: AppVersionUpdate) => apiRequest('/api/appversions', { method: 'PUT', json: input }, AppVersion);
export const deleteAppVersion = (id: string) => apiRequest<void>(`/api/appversions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const applicationKeys = { all: ['applications'] as const };
export const listApplications = (signal?: AbortSignal) => apiRequest('/api/my/group/applications', { signal }, z.array(Application));
export const createApplication = (input: ApplicationInput) =>
  apiRequest('/api/my/group/applications', { method: 'POST', json: input }, Application);
export const updateApplication = (input: ApplicationInput) =>
  apiRequest('/api/my/group/applications', { method: 'PUT', json: input }, Application);
export const deleteApplication = (id: string) =>
  apiRequest<void>(`/api/my/group/applications/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const oauthTokenKeys = { all: ['oauthtokens'] as const };
export const listOAuthTokens = (signal?: AbortSignal) => apiRequest('/identity/my/group/oauthtokens', { signal }, z.array(OAuthToken));
export const createOAuthToken = (applicationId: string) =>
  apiRequest('/identity/my/group/oauthtokens', { method: 'POST', json: { ApplicationId: applicationId } }, OAuthToken);
export const renewOAuthToken = (id: string) =>
  apiRequest(`/identity/my/group/oauthtokens/${encodeURIComponent(id)}`, { method: 'PUT', json: {} }, OAuthToken);
export const deleteOAuthToken = (id: string) =>
  apiRequest<void>(`/identity/my/group/oauthtokens/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const listOutbox = (signal?: AbortSignal) => apiRequest('/api/admin/emails', { signal }, z.array(OutboxMail));
