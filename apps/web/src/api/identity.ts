import { Session, User, type LanguageId, type LoginTokenResponse, type UserUpdate } from '@symptoms/domain';
import { z } from '@symptoms/domain/zod';
import { apiRequest, requestToken } from './client';

export function loginWithPassword(username: string, password: string, group?: { org: string; group: string }): Promise<LoginTokenResponse> {
  return requestToken({ grant_type: 'password', username, password, ...group });
}

export function getMyUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/identity/my/user', { signal }, User);
}

/** Changes only the language; the server wants the editable fields and the Version together. */
export function saveUserLanguage(user: User, language: LanguageId): Promise<User> {
  const update = {
    FirstName: user.FirstName,
    LastName: user.LastName,
    PhoneNumber: user.PhoneNumber,
    LanguageId: language,
    OptOut: user.OptOut,
    Version: user.Version,
  };
  return apiRequest('/identity/my/user', { method: 'PUT', json: update }, User);
}

export function endSession(sessionId: string): Promise<void> {
  return apiRequest(`/identity/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** Confirms the account's personnummer with a BankID order the person completed (issue 32); answers the account. */
export function confirmPersonnummerWithBankId(orderRef: string): Promise<User> {
  return apiRequest('/identity/my/user/personnummer/bankid', { method: 'POST', json: { OrderRef: orderRef } }, User);
}

export function saveMyUser(update: UserUpdate): Promise<User> {
  return apiRequest('/identity/my/user', { method: 'PUT', json: update }, User);
}

export function getMySessions(signal?: AbortSignal): Promise<Session[]> {
  return apiRequest('/identity/sessions', { signal }, z.array(Session));
}
