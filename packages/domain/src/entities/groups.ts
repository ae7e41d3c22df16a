import { z } from '../zod';
import { IsoDateTime, SlugId, Version } from './common';
import { RoleIdSchema } from './users';
import { MODULES } from '../constants';

export const Organization = z.object({
  Id: SlugId,
  Name: z.string().max(64),
  Version: Version,
});
export type Organization = z.infer<typeof Organization>;

const optionalUrl = z.url().max(255).nullable();

/** Group with every field of spec 3 §3 (PromGroups, SymptomDefinitions fill in as their areas land). */
export const Group = z.object({
  Id: SlugId,
  OrganizationId: SlugId,
  Name: z.string().min(1).max(64),
  DisplayName: z.string(),
  IsGlobal: z.boolean(),
  Version: Version,
  SymptomTypes: z.array(z.string()),
  PusherId: z.string().nullable(),
  UrlSlug: z.string().max(64).nullable(),
  LandingPageUrl: optionalUrl,
  WelcomeText: z.string().max(1000).nullable(),
  GreetingText: z.string().max(128).nullable(),
  IntroText: z.string().max(1000).nullable(),
  InfoText: z.string().max(1000).nullable(),
  FormTitle: z.string().max(128).nullable(),
  FormText: z.string().max(1000).nullable(),
  FormButtonLabel: z.string().max(32).nullable(),
  HelpUrl: optionalUrl,
  Link1Url: optionalUrl,
  Link1Text: z.string().max(64).nullable(),
  Link2Url: optionalUrl,
  Link2Text: z.string().max(64).nullable(),
  MFStudySlug: z.string().max(40).nullable(),
  MFGroupSyncActive: z.boolean(),
  FirstReportSavedText: z.string().max(1000).nullable(),
  StatusReportTypes: z.array(z.string()),
  GroupCardPromId: z.string().nullable(),
  StudyTasksPublished: z.boolean(),
});
export type Group = z.infer<typeof Group>;

/** A group as its member sees it: the group and the member's roles and join date there. */
export const MyGroup = Group.extend({
  GroupMemberships: z.array(z.object({ RoleId: RoleIdSchema })),
  PatientJoinedDate: IsoDateTime.nullable(),
  /** The group's module flags (admin/settings); null: the deployment's configuration alone. */
  Modules: z.array(z.enum(MODULES)).nullable(),
});
export type MyGroup = z.infer<typeof MyGroup>;

/**
 * A group is a study when it runs one: a published study schema (its participants get tasks) or a link
 * to a study in the external research portal. Any other group (a clinic) is followed as care, not research.
 */
export function isStudyGroup(group: Pick<Group, 'StudyTasksPublished' | 'MFStudySlug'>): boolean {
  return group.StudyTasksPublished || Boolean(group.MFStudySlug);
}

/** What anyone may know of a group before logging in to it (`/{groupUrlSlug}`): its name and greeting. */
export const GroupLoginFace = z.object({
  OrganizationId: z.string(),
  GroupId: z.string(),
  DisplayName: z.string(),
  WelcomeText: z.string().nullable(),
});
export type GroupLoginFace = z.infer<typeof GroupLoginFace>;
