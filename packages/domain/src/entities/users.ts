import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { ROLES } from '../rules/roles';
import { IsoDateTime, LanguageIdSchema, SlugId, Uuid, Version, nullableText } from './common';

export const Gender = z.enum(['undefined', 'male', 'female']);
const ManikinModel = z.enum(['male', 'female']);
export const Side = z.enum(['left', 'right']);
export const RoleIdSchema = z.enum(ROLES);

/** A membership as the user sees it (spec 2 §3). */
export const Membership = z.object({
  OrganizationId: SlugId,
  GroupId: SlugId,
  PatientId: Uuid.nullable(),
  RoleId: RoleIdSchema,
  JoinedDate: IsoDateTime,
});
export type Membership = z.infer<typeof Membership>;

/**
 * How an account's personnummer was proven (docs/decisions.md, "A personnummer is proven"): BankID,
 * the configured SSO issuer's claim, a staff member's invite that bound it, or the demo seed.
 * Null: the number is only claimed (typed by the person or an admin).
 */
export const PersonnummerProof = z.enum(['bankid', 'sso', 'invite', 'seed']);
export type PersonnummerProof = z.infer<typeof PersonnummerProof>;

/** The signed-in user (spec 2 §3). Personnummer is always masked in answers to the user. */
export const User = z.object({
  Id: Uuid,
  /** Null when the account lost its claim: the number was proven on another account. */
  Personnummer: z.string().nullable(),
  PersonnummerProof: PersonnummerProof.nullable(),
  PersonnummerProvenDate: IsoDateTime.nullable(),
  /** When the account lost its claimed number to another account's proof. */
  PersonnummerRemovedDate: IsoDateTime.nullable(),
  LanguageId: LanguageIdSchema,
  PatientId: Uuid.nullable(),
  Username: z.string(),
  Email: z.string(),
  EmailConfirmed: z.boolean(),
  UnconfirmedEmail: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  OptOut: z.boolean(),
  OptOutDate: IsoDateTime.nullable(),
  PhoneNumber: z.string().nullable(),
  Research: z.boolean(),
  Roles: z.array(RoleIdSchema),
  ReportCount: z.number().int(),
  LastActivity: IsoDateTime.nullable(),
  Permissions: z.array(z.string()),
  GroupMemberships: z.array(Membership),
  /** Whether the account asks for an authenticator code at login. */
  TwoFactorEnabled: z.boolean(),
  Version: Version,
});
export type User = z.infer<typeof User>;

/**
 * What a user may change about themselves; anything else in the body is dropped. The e-mail, which
 * is the login name, changes only with the password and a confirmed link (PUT my/user/email).
 */
export const UserUpdate = z.object({
  FirstName: z.string().trim().min(1).max(NAME_MAX),
  LastName: z.string().trim().min(1).max(NAME_MAX),
  PhoneNumber: nullableText(32),
  LanguageId: LanguageIdSchema,
  OptOut: z.boolean(),
  Version: Version,
});
export type UserUpdate = z.infer<typeof UserUpdate>;

const AreaCode = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string()
    .regex(/^\d{5}$/, { message: 'areaCode' })
    .nullable(),
);

/** Patient profile (spec 2 §3). */
export const Patient = z.object({
  Id: Uuid,
  Gender: Gender,
  Model: ManikinModel,
  Birthyear: z.number().int().nullable(),
  Language: LanguageIdSchema,
  Country: z.string(),
  Region: z.string().nullable(),
  County: z.string().nullable(),
  Municipal: z.string().nullable(),
  City: z.string().nullable(),
  AreaCode: z.string().nullable(),
  Version: Version,
  FirstName: z.string(),
  LastName: z.string(),
  LastActive: IsoDateTime.nullable(),
  Personnummer: z.string(),
  AppVersion: z.string().nullable(),
  TutorialsSeen: z.array(z.string()),
  AdvancedManikin: z.boolean(),
  PatientModelChosenSide: Side.nullable(),
});
export type Patient = z.infer<typeof Patient>;

/** PUT my/patient: Id omitted, empty strings stored as null, AreaCode exactly 5 when present. */
export const PatientUpdate = z.object({
  Gender: Gender,
  Model: ManikinModel,
  Birthyear: z.number().int().min(1900).max(2100).nullable(),
  Language: LanguageIdSchema,
  Country: z.string().trim().min(1).max(64),
  Region: nullableText(64),
  County: nullableText(64),
  Municipal: nullableText(64),
  City: nullableText(64),
  AreaCode: AreaCode,
  AppVersion: nullableText(16),
  TutorialsSeen: z.array(z.string().max(64)).max(100),
  AdvancedManikin: z.boolean(),
  PatientModelChosenSide: Side.nullable(),
  Version: Version,
});
export type PatientUpdate = z.infer<typeof PatientUpdate>;

export const Session = z.object({
  Id: Uuid,
  Active: z.boolean(),
  Current: z.boolean(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  Device: z.string().nullable(),
  GroupId: z.string(),
  OrganizationId: z.string(),
  LatestLogin: IsoDateTime,
  OperatingSystem: z.string().nullable(),
  Provider: z.string(),
  RoleId: RoleIdSchema,
  ScopeId: z.string().nullable(),
  UserAgent: z.string().nullable(),
});
export type Session = z.infer<typeof Session>;

/** A postal code's place, as the address lookup gives it (spec 2 §7). */
export const AddressAnswer = z.object({ AreaCode: z.string(), County: z.string(), Municipal: z.string(), City: z.string() });
export type AddressAnswer = z.infer<typeof AddressAnswer>;
