import {
  Invite,
  InviteEmailAnswer,
  type InviteCreate,
  InviteValidity,
  MailSent,
  PasswordResetCheck,
  TwoFactorSetup,
  type AnonymizeOptions,
  type Registration,
} from '@symptoms/domain';
import { z } from '@symptoms/domain/zod';
import { apiRequest } from './client';

/** The identity service's account calls (spec 2 §7): registration, passwords, two-factor, the account's life. */
const publicCall = { authenticated: false } as const;
const path = (template: string, value: string) => template.replace('{}', encodeURIComponent(value));

export const inviteValidity = (key: string) => apiRequest(path('/identity/invites/{}/valid', key), publicCall, InviteValidity);
export const inviteEmailMatches = (key: string, email: string) =>
  apiRequest(path('/identity/invites/{}/valid-email', key), { ...publicCall, method: 'POST', json: { Email: email } }, InviteEmailAnswer);
export const register = (key: string, registration: Registration) =>
  apiRequest(path('/identity/users/invite/{}', key), { ...publicCall, method: 'POST', json: registration }, MailSent);
export const verifyEmail = (code: string) => apiRequest<void>(path('/identity/verify-email/{}', code), { ...publicCall, method: 'POST' });

export const requestPasswordReset = (email: string) =>
  apiRequest('/identity/users/password/reset', { ...publicCall, method: 'POST', json: { Email: email } }, MailSent);
export const checkResetCode = (code: string) =>
  apiRequest(path('/identity/users/password/reset/{}/verify', code), { ...publicCall, method: 'POST' }, PasswordResetCheck);
export const resetPassword = (code: string, body: { NewPassword: string; Code?: string; BackupCode?: string }) =>
  apiRequest<void>(path('/identity/users/password/reset/{}', code), { ...publicCall, method: 'POST', json: body });
export const changePassword = (OldPassword: string, NewPassword: string) =>
  apiRequest<void>('/identity/my/user/password', { method: 'POST', json: { OldPassword, NewPassword } });
export const changeEmail = (Email: string, Password: string) =>
  apiRequest('/identity/my/user/email', { method: 'PUT', json: { Email, Password } }, MailSent);

export const setUpTwoFactor = () => apiRequest('/identity/my/user/2fa/setup', { method: 'POST' }, TwoFactorSetup);
export const proveTwoFactor = (body: { Code?: string; BackupCode?: string; SessionId?: string }) =>
  apiRequest<void>('/identity/my/user/2fa', { method: 'POST', json: body });
export const disableTwoFactor = (Password: string) =>
  apiRequest<void>('/identity/my/user/2fa/disable', { method: 'POST', json: { Password } });

export const deactivateAccount = (Password: string) =>
  apiRequest<void>('/identity/my/user/deactivate', { method: 'POST', json: { Password } });
export const activateAccount = (Password: string, Salt: string) =>
  apiRequest<void>('/identity/my/user/activate', { method: 'POST', json: { Password, Salt } });
export const startOver = (Password: string) => apiRequest<void>('/identity/my/user/new-patient', { method: 'POST', json: { Password } });
export const createMissingPatient = () => apiRequest<void>('/identity/my/user/patient', { method: 'POST' });
export const anonymizeAccount = (options: AnonymizeOptions) =>
  apiRequest<void>('/identity/my/user/anonymize', { method: 'POST', json: options });
export const removeAccount = (Password: string) => apiRequest<void>('/identity/my/user', { method: 'DELETE', json: { Password } });
export const endOtherSessions = (sessionId: string) =>
  apiRequest(path('/identity/sessions/{}/clear', sessionId), { method: 'DELETE' }, z.object({ Ended: z.number() }));

export const sendInvites = (body: InviteCreate, asStaff: boolean) =>
  apiRequest(asStaff ? '/identity/my/group/invites' : '/identity/my/invites', { method: 'POST', json: body }, z.array(Invite));
export const listInvites = (signal?: AbortSignal) => apiRequest('/identity/my/group/invites', { signal }, z.array(Invite));
export const withdrawInvite = (id: string) => apiRequest<void>(path('/identity/invites/{}', id), { method: 'DELETE' });
