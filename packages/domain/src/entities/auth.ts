import { z } from '../zod';
import { LanguageIdSchema } from './common';
import { RoleIdSchema } from './users';

const optionalText = z.string().max(64).optional();

/** POST /identity/token, form-encoded (spec 2 §7). */
const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  group: optionalText,
  org: optionalText,
  role: RoleIdSchema.optional(),
});

const RefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(256),
  client_secret: z.string().min(1).max(256),
  group: optionalText,
  org: optionalText,
  role: RoleIdSchema.optional(),
});

/** Logs in with a BankID order that collect saw complete for this personnummer (once). */
const BankIdGrant = z.object({
  grant_type: z.literal('bankid'),
  personnummer: z.string().trim().min(10).max(13),
  orderRef: z.string().min(1).max(64),
  group: optionalText,
  org: optionalText,
  role: RoleIdSchema.optional(),
});

/** Single sign-on: `token` is the external issuer's access or ID token (a JWT), verified against its JWKS. */
const KeycloakGrant = z.object({
  grant_type: z.literal('keycloak'),
  token: z.string().min(1).max(16384),
  personnummer: z.string().trim().min(10).max(13).optional(),
  group: optionalText,
  org: optionalText,
  role: RoleIdSchema.optional(),
});

/** POST /identity/my/user/connect: links the single sign-on identity of `Token` to the signed-in account. */
export const ConnectIdentityRequest = z.object({
  Token: z.string().min(1).max(16384),
  /** The account's password, when it has one: a stolen session alone cannot add a way in. */
  Password: z.string().max(1024).optional(),
});
export type ConnectIdentityRequest = z.infer<typeof ConnectIdentityRequest>;

/**
 * POST /identity/my/user/personnummer/bankid: the signed-in person confirms the account's
 * personnummer with a BankID order they completed (started and collected as at login).
 */
export const ConfirmPersonnummerRequest = z.object({ OrderRef: z.string().min(1).max(64) });
export type ConfirmPersonnummerRequest = z.infer<typeof ConfirmPersonnummerRequest>;

export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrant, RefreshGrant, BankIdGrant, KeycloakGrant]);
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Every login token field of spec 2 §3. */
export const LoginTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  refresh_token_secret: z.string(),
  pid: z.string().nullable(),
  deactivated: z.boolean(),
  deactivated_date: z.string().nullable(),
  role: RoleIdSchema,
  scope: z.string(),
  groups: z.array(z.string()),
  group: z.string(),
  organization: z.string(),
  session_id: z.string(),
  consented_to_required_contracts: z.boolean(),
  responded_to_optional_contracts: z.boolean(),
  twofactor_enabled: z.boolean(),
  twofactor_authenticated: z.boolean(),
  twofactor: z.boolean(),
  use_notes: z.boolean(),
  use_proms: z.boolean(),
  use_status: z.boolean(),
  use_symptoms: z.boolean(),
  last_login: z.string().nullable(),
  encryption_key: z.string(),
  language: LanguageIdSchema,
});
export type LoginTokenResponse = z.infer<typeof LoginTokenResponse>;

/** Claims of the access token (a short-lived JWT). */
export interface AccessClaims {
  sub: string;
  pid: string | null;
  sid: string;
  role: z.infer<typeof RoleIdSchema>;
  org: string;
  grp: string;
  groups: string[];
  name: string;
  /**
   * What the session may do yet: `ready`; `twofactor` until the account's second factor is given
   * (only the two-factor prompt, the profile read and logout answer); `deactivated` (only
   * reactivation and starting over answer); `consent` while required contracts are not accepted
   * (the account, sessions, groups, environment, news and consents answer; the rest 412).
   */
  state: SessionState;
}

export const SESSION_STATES = ['ready', 'twofactor', 'deactivated', 'consent'] as const;
export type SessionState = (typeof SESSION_STATES)[number];
