import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { IsoDateTime, LanguageIdSchema, Uuid, nullableText } from '../entities/common';
import { isValidPersonnummer } from '../rules/personnummer';
import { PASSWORD_MAX } from './passwords';

/** A password as typed: its rules (length for the account, the common list) are checked where it is set. */
export const NewPassword = z.string().min(1).max(PASSWORD_MAX, { message: 'maxLength' });
/** A password given to prove it is you: any length the account might have. */
const CurrentPassword = z.string().min(1).max(1024);
const Email = z.email({ message: 'email' }).max(254);
const Personnummer = z
  .string()
  .trim()
  .max(13)
  .refine((v) => isValidPersonnummer(v), { message: 'personnummer' });

/** GET invites/{key}/valid: whether the link can still be used, and for which group. */
export const InviteValidity = z.object({
  Valid: z.boolean(),
  GroupName: z.string().nullable(),
  ExpireDate: IsoDateTime.nullable(),
});
export type InviteValidity = z.infer<typeof InviteValidity>;

/** POST invites/{key}/valid-email: whether this is the address the invite was sent to. */
export const InviteEmailCheck = z.object({ Email });
export const InviteEmailAnswer = z.object({ Valid: z.boolean() });

/** POST users/invite/{key}: register with an invite. */
export const Registration = z.object({
  FirstName: z.string().trim().min(1).max(NAME_MAX),
  LastName: z.string().trim().min(1).max(NAME_MAX),
  Email,
  Personnummer,
  PhoneNumber: nullableText(32),
  LanguageId: LanguageIdSchema,
  Password: NewPassword,
});
export type Registration = z.infer<typeof Registration>;

/** What registration and the neutral mail answers say: look in your inbox. */
export const MailSent = z.object({ MailSent: z.literal(true) });

export const UsernameCheck = z.object({ Available: z.boolean() });

export const PasswordResetRequest = z.object({ Email: z.string().trim().max(254) });
/** POST users/password/reset/{token}/verify: the code is good; whether the account asks for its second factor. */
export const PasswordResetCheck = z.object({ TwoFactor: z.boolean() });
export const PasswordReset = z.object({
  NewPassword,
  Code: z.string().trim().max(16).optional(),
  BackupCode: z.string().trim().max(32).optional(),
});
export type PasswordReset = z.infer<typeof PasswordReset>;
export const PasswordChange = z.object({ OldPassword: CurrentPassword, NewPassword });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** PUT my/user/email: a new login address, taking effect when its link is followed. */
export const EmailChange = z.object({ Email, Password: CurrentPassword });
export type EmailChange = z.infer<typeof EmailChange>;

export const TwoFactorSetup = z.object({
  BackupCodes: z.array(z.string()),
  ImageUrl: z.string(),
  ManualSetupCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;
export const TwoFactorCode = z
  .object({
    Code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'value' })
      .optional(),
    BackupCode: z.string().trim().min(1).max(32).optional(),
    SessionId: Uuid.optional(),
  })
  .refine((v) => (v.Code === undefined) !== (v.BackupCode === undefined), { message: 'required', path: ['Code'] });
export type TwoFactorCode = z.infer<typeof TwoFactorCode>;
export const PasswordConfirmation = z.object({ Password: CurrentPassword });

export const Activation = z.object({ Password: CurrentPassword, Salt: z.string().trim().min(1).max(64) });

/** POST my/user/anonymize: what is kept, anonymised, of the person with their data (spec 2 §3). */
export const AnonymizeOptions = z.object({
  Password: CurrentPassword,
  Reference: z.boolean(),
  Anonymize: z.boolean(),
  Age: z.boolean(),
  Gender: z.boolean(),
  AreaCode: z.boolean(),
  City: z.boolean(),
  Region: z.boolean(),
});
export type AnonymizeOptions = z.infer<typeof AnonymizeOptions>;

/** One row of the invite form (spec 2 §2, §5): an address and, optionally, the invitee's personnummer. */
export const InviteRow = z.object({
  Email,
  Personnummer: z
    .string()
    .trim()
    .max(13)
    .refine((v) => v === '' || isValidPersonnummer(v), { message: 'personnummer' })
    .optional(),
});
/** POST my/group/invites and my/invites: the rows, with the text the mail carries. */
export const InviteCreate = z.object({
  Description: z.string().trim().min(1).max(500),
  Invites: z.array(InviteRow).min(1).max(50),
});
export type InviteCreate = z.infer<typeof InviteCreate>;

/** An invite as its sender lists it (spec 2 §3): never its key, which only the mail holds. */
export const Invite = z.object({
  Id: z.string(),
  Email: z.string(),
  Description: z.string(),
  ExpireDate: IsoDateTime,
  Used: z.boolean(),
  UsedDate: IsoDateTime.nullable(),
  Expired: z.boolean(),
  Roles: z.array(z.string()),
  GroupId: z.string(),
  CreatedDate: IsoDateTime,
});
export type Invite = z.infer<typeof Invite>;
