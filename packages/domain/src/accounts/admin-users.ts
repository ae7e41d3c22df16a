import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { IsoDateTime, LanguageIdSchema, SlugId, Uuid, Version, nullableText } from '../entities/common';
import { RoleIdSchema } from '../entities/users';
import { isValidPersonnummer } from '../rules/personnummer';
import { ROLES, type RoleId } from '../rules/roles';

/**
 * Staff user administration (spec 3 §2 Users, §7; spec 2 §6): what an admin sees of and changes
 * about the users of the active organization. Nothing here is health data.
 */

/** The roles an admin gives and takes (spec 2 §6: the admin role list leaves out the t-roles, pat and user). */
export const ADMIN_ROLE_LIST: readonly RoleId[] = ROLES.filter((r) => !r.startsWith('t') && r !== 'pat' && r !== 'user');
export const isAdminListedRole = (role: RoleId) => ADMIN_ROLE_LIST.includes(role);

/** Rows of the users list per page. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** The longest search text. */
export const ADMIN_USER_SEARCH_MAX = 64;

const Email = z.email({ message: 'email' }).max(254);
const Personnummer = z
  .string()
  .trim()
  .max(13)
  .refine((v) => isValidPersonnummer(v), { message: 'personnummer' });

/** A membership as the admin manages it: a group of the admin's organization and a role. */
export const AdminMembership = z.object({ GroupId: SlugId, RoleId: RoleIdSchema });
export type AdminMembership = z.infer<typeof AdminMembership>;

/** GET users: one row of the list. */
export const AdminUserListItem = z.object({
  Id: Uuid,
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  /** Masked (spec 2 §5): the last four digits are not shown. */
  Personnummer: z.string(),
  /** The user's roles in the admin's organization, by group. */
  Memberships: z.array(AdminMembership),
  Deactivated: z.boolean(),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItem>;

export const AdminUserPage = z.object({
  Users: z.array(AdminUserListItem),
  /** The cursor for the next page (the last row's id), null on the last page. */
  Next: Uuid.nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const AdminUserQuery = z.object({
  q: z.string().trim().max(ADMIN_USER_SEARCH_MAX).optional(),
  after: Uuid.optional(),
});

/** One user as the admin sees them: the account, never the health data. */
export const AdminUser = AdminUserListItem.extend({
  LanguageId: LanguageIdSchema,
  PhoneNumber: z.string().nullable(),
  EmailConfirmed: z.boolean(),
  TwoFactorEnabled: z.boolean(),
  HasPatient: z.boolean(),
  /** Memberships in other organizations (the global group aside): they stop removal and anonymisation. */
  OtherOrganizations: z.boolean(),
  /** Memberships in groups of the organization the admin does not administer: they stop removal and anonymisation too. */
  OtherGroups: z.boolean(),
  LastActivity: IsoDateTime.nullable(),
  CreatedDate: IsoDateTime,
  Version: Version,
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A group of the organization in which the admin gives roles. */
export const AdminGroupOption = z.object({ Id: SlugId, Name: z.string() });
export type AdminGroupOption = z.infer<typeof AdminGroupOption>;

const Memberships = z.array(AdminMembership).max(50);

/** POST users: a new staff account; it gets a link to choose its password. */
export const AdminUserCreate = z.object({
  FirstName: z.string().trim().min(1).max(NAME_MAX),
  LastName: z.string().trim().min(1).max(NAME_MAX),
  Email,
  Personnummer,
  PhoneNumber: nullableText(32).optional(),
  LanguageId: LanguageIdSchema,
  Memberships: Memberships.min(1),
});
export type AdminUserCreate = z.infer<typeof AdminUserCreate>;

/** PUT users/{id}: the admin corrects the name, phone and language; the login address and personnummer stay the person's. */
export const AdminUserUpdate = z.object({
  FirstName: z.string().trim().min(1).max(NAME_MAX),
  LastName: z.string().trim().min(1).max(NAME_MAX),
  PhoneNumber: nullableText(32),
  LanguageId: LanguageIdSchema,
  Version: Version,
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/** PUT users/{id}/roles: the user's staff roles in the admin's organization, all of them. */
export const AdminRolesUpdate = z.object({ Memberships: Memberships, Version: Version });
export type AdminRolesUpdate = z.infer<typeof AdminRolesUpdate>;

/** POST users/{id}/anonymize: what of the person the anonymised data keeps (as the account's own anonymisation). */
export const AdminAnonymize = z.object({
  Age: z.boolean(),
  Gender: z.boolean(),
  AreaCode: z.boolean(),
  City: z.boolean(),
  Region: z.boolean(),
  Reference: z.boolean(),
});
export type AdminAnonymize = z.infer<typeof AdminAnonymize>;

/** GET admin/patients/{id}: a patient of the admin's groups, by their patient id; their account, never their health data. */
export const AdminPatient = AdminUser.extend({ PatientId: Uuid });
export type AdminPatient = z.infer<typeof AdminPatient>;

/** DELETE admin/patients/{id}: removal, or with `anonymize=true` anonymisation (spec 3 §7). */
export const AdminPatientRemoval = z.object({ anonymize: z.enum(['true', 'false']).optional() });
export type AdminPatientRemoval = z.infer<typeof AdminPatientRemoval>;

/** POST invites: an admin invites staff to a group of the organization with a role. */
export const AdminInviteCreate = z.object({
  GroupId: SlugId,
  RoleId: RoleIdSchema.refine((r) => isAdminListedRole(r), { message: 'value' }),
  Description: z.string().trim().min(1).max(500),
  Invites: z
    .array(z.object({ Email, Personnummer: Personnummer.or(z.literal('')).optional() }))
    .min(1)
    .max(50),
});
export type AdminInviteCreate = z.infer<typeof AdminInviteCreate>;
