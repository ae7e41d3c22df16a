import { z } from '../zod';
import { isValidPersonnummer } from '../rules/personnummer';
import { IsoDateTime, Uuid, Version } from './common';

/**
 * A share (spec 2 §3): the patient lets a clinician see parts of their data. A request from a
 * clinician is a share without AcceptedDate until the patient accepts it. The recipient is a user
 * (by personnummer or e-mail) or a unit: a group (a clinic), whose staff see it while working in it.
 */
export const Share = z.object({
  ShareId: Uuid,
  OrganizationId: z.string().nullable(),
  GroupId: z.string().nullable(),
  ShareWithUserId: Uuid.nullable(),
  ShareWithUserFullName: z.string().nullable(),
  ShareWithUnit: z.string().nullable(),
  SymptomReports: z.boolean(),
  PromReports: z.boolean(),
  StatusReports: z.boolean(),
  Notes: z.boolean(),
  Enabled: z.boolean(),
  RequestedById: Uuid.nullable(),
  RequestedBy: z.string().nullable(),
  RequestedDate: IsoDateTime.nullable(),
  AcceptedDate: IsoDateTime.nullable(),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  PatientId: Uuid,
  PatientName: z.string(),
  PatientPersonnummer: z.string(),
  Version: Version,
});
export type Share = z.infer<typeof Share>;

const Personnummer = z
  .string()
  .trim()
  .max(13)
  .refine((v) => isValidPersonnummer(v), { message: 'personnummer' });

const Flags = {
  SymptomReports: z.boolean().default(true),
  PromReports: z.boolean().default(true),
  StatusReports: z.boolean().default(true),
  Notes: z.boolean().default(true),
};

/** POST my/shares: the flags (true unless told) and exactly one recipient. */
export const ShareCreate = z
  .object({
    ...Flags,
    ShareWithPersonnummer: Personnummer.optional(),
    ShareWithEmail: z.email({ message: 'email' }).max(254).optional(),
    ShareWithUnit: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => [v.ShareWithPersonnummer, v.ShareWithEmail, v.ShareWithUnit].filter((x) => x !== undefined).length === 1, {
    message: 'oneRecipient',
    path: ['ShareWithPersonnummer'],
  });
export type ShareCreate = z.infer<typeof ShareCreate>;

/** PUT my/shares/{id}: what the share lets the recipient see. */
export const ShareUpdate = z.object({
  SymptomReports: z.boolean(),
  PromReports: z.boolean(),
  StatusReports: z.boolean(),
  Notes: z.boolean(),
  Version,
});
export type ShareUpdate = z.infer<typeof ShareUpdate>;

/** POST physician/shares: a clinician asks a patient, by personnummer, for a share. */
export const ShareRequestCreate = z.object({ ...Flags, PatientPersonnummer: Personnummer });
export type ShareRequestCreate = z.infer<typeof ShareRequestCreate>;
