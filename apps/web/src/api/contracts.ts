import { z } from '@symptoms/domain/zod';
import {
  AdminContract,
  ConsentState,
  Contract,
  type ConsentSubmission,
  type ContractCreate,
  type ContractUpdate,
  type ContractVersionCreate,
  type LanguageId,
} from '@symptoms/domain';
import { apiRequest } from './client';

export const contractKeys = {
  mine: ['my', 'contracts'] as const,
  unconsented: (language: LanguageId) => ['my', 'contracts', 'unconsented', language] as const,
  mineIn: (language: LanguageId) => ['my', 'contracts', language] as const,
  admin: ['admin', 'contracts'] as const,
  adminOne: (id: string) => ['admin', 'contracts', id] as const,
};

const at = (id: string, action: string) => `/identity/my/group/contracts/${encodeURIComponent(id)}/${action}`;

export const getMyContracts = (language: LanguageId, signal?: AbortSignal) =>
  apiRequest(`/identity/my/group/contracts/${language}`, { signal }, z.array(Contract));
/** What registering with an invite will ask, read before registering (no session yet). */
export const getInviteContracts = (inviteKey: string, language: LanguageId, signal?: AbortSignal) =>
  apiRequest(
    `/identity/invites/${encodeURIComponent(inviteKey)}/contracts/${language}`,
    { authenticated: false, signal },
    z.array(Contract),
  );
export const getUnconsentedContracts = (language: LanguageId, signal?: AbortSignal) =>
  apiRequest(`/identity/my/group/contracts/unconsented/${language}`, { signal }, z.array(Contract));
export const answerContracts = (answers: ConsentSubmission[]) =>
  apiRequest('/identity/my/group/contracts/consents', { method: 'POST', json: { ConsentedContracts: answers } }, ConsentState);
export const consentToContract = (id: string) => apiRequest(at(id, 'consent'), { method: 'POST' }, ConsentState);
/** The body is the boolean of the spec (spec 2 §3): whether the person also wants the account anonymised. */
export const withdrawConsent = (id: string, anonymize: boolean) =>
  apiRequest(at(id, 'withdraw'), { method: 'POST', json: anonymize }, ConsentState);

export const getAdminContracts = (signal?: AbortSignal) => apiRequest('/identity/contracts', { signal }, z.array(AdminContract));
export const getAdminContract = (id: string, signal?: AbortSignal) =>
  apiRequest(`/identity/contracts/${encodeURIComponent(id)}`, { signal }, AdminContract);
export const createContract = (contract: ContractCreate) =>
  apiRequest('/identity/my/group/contracts', { method: 'POST', json: contract }, AdminContract);
export const updateContract = (id: string, contract: ContractUpdate) =>
  apiRequest(`/identity/contracts/${encodeURIComponent(id)}`, { method: 'PUT', json: contract }, AdminContract);
export const publishContractVersion = (id: string, version: ContractVersionCreate) =>
  apiRequest(`/identity/contracts/${encodeURIComponent(id)}/versions`, { method: 'POST', json: version }, AdminContract);
export const deleteContract = (id: string) => apiRequest<void>(`/identity/contracts/${encodeURIComponent(id)}`, { method: 'DELETE' });
