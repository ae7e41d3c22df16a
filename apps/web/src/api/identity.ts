import { User, type LanguageId, type LoginTokenResponse } from '@symptoms/domain';
import { apiRequest, requestToken } from './client';

export function loginWithPassword(username: string, password: string): Promise<LoginTokenResponse> {
  return requestToken({ grant_type: 'password', username, password });
}

export function getMyUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/identity/my/user', { signal }, User);
}

/** Changes only the language; the server wants the editable fields and the Version together. */
export function saveUserLanguage(user: User, language: LanguageId): Promise<User> {
  const update = {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
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
