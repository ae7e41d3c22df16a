import { z } from '../zod';
import { IsoDateTime, Uuid } from './common';
import { PatientAccess } from './patients';

/** A contract as the patient's overview names it. */
const NamedContract = z.object({ ContractId: Uuid, Title: z.string() });

/**
 * What one of the patient's groups (a clinic, a study) reads of them, and why: the areas the
 * contracts they approved name, from the day they joined; nothing while a required contract of
 * the group is not approved.
 */
export const GroupAccess = z.object({
  GroupId: z.string(),
  GroupName: z.string(),
  JoinedDate: IsoDateTime,
  Reads: PatientAccess,
  /** The approved contracts that name what the group reads. */
  Contracts: z.array(NamedContract),
  /** Required contracts not approved, or withdrawn: the group reads nothing until they are approved. */
  MissingRequired: z.array(NamedContract),
});
export type GroupAccess = z.infer<typeof GroupAccess>;

/** What someone the patient shares with reads, while the share is on. */
export const ShareAccess = z.object({
  ShareId: Uuid,
  /** Who: a clinician's name, or a unit's (every one of its staff, while they work in it). */
  Recipient: z.string(),
  IsUnit: z.boolean(),
  Reads: PatientAccess,
  Enabled: z.boolean(),
});
export type ShareAccess = z.infer<typeof ShareAccess>;

/** `GET my/access`: who sees the patient's data, what of it and why. */
export const MyAccess = z.object({ Groups: z.array(GroupAccess), Shares: z.array(ShareAccess) });
export type MyAccess = z.infer<typeof MyAccess>;
