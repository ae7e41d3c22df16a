import { z } from '../zod';
import { MODULES } from '../constants';
import { IsoDate, SlugId, Version, WebUrl, nullableText } from './common';
import { STATUS_AREAS, SYMPTOM_TYPES } from './env';
import { Group, Organization } from './groups';

/** Every admin list: a page of it, searched on the server. */
export const ADMIN_PAGE = 20;
export const AdminListQuery = z.object({
  search: z.string().trim().max(64).optional(),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ Items: z.array(item), Total: z.number().int().min(0) });
export interface Page<T> {
  Items: T[];
  Total: number;
}

export const OrganizationPage = pageOf(Organization);
export const OrganizationInput = z.object({ Name: z.string().trim().min(1).max(64), Version });
export type OrganizationInput = z.infer<typeof OrganizationInput>;
/** A new organization (spec 3 §5: Id 2 to 32, Name at most 64); its own group gets the same id and name. */
export const OrganizationCreate = z.object({ Id: SlugId.min(2), Name: z.string().trim().min(1).max(64) });
export type OrganizationCreate = z.infer<typeof OrganizationCreate>;

/**
 * First path segments the web app uses itself: no group's address (`/{UrlSlug}`) may hide one.
 * The web's routes test checks that every top-level route is listed here.
 */
export const RESERVED_URL_SLUGS: readonly string[] = [
  'about',
  'access',
  'admin',
  'api',
  'assets',
  'auditlogs',
  'bugreport',
  'calendar',
  'choosemannequin',
  'consents',
  'contract',
  'fileuploads',
  'graphs',
  'history',
  'identity',
  'images',
  'invites',
  'login',
  'login-loading',
  'logout',
  'news',
  'notes',
  'privacy',
  'privacy2',
  'profile',
  'promreport',
  'promreports',
  'promrequests',
  'proms',
  'register',
  'reminder',
  'request',
  'reset',
  'reset-password',
  'search',
  'sessions',
  'shares',
  'socket.io',
  'statusreport',
  'statusreports',
  'study-schemas',
  'symptom',
  'symptomlist',
  'symptomreport',
  'symptoms',
  'tos',
  'trash',
  'twofactor',
  'unauthorized',
  'uploads',
  'verify-email',
  'welcome',
];

const UrlSlugText = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'slug' });
/** An empty address is no address (spec 3 §4 Group save). */
const UrlSlugInput = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
  UrlSlugText.nullable(),
);

const optionalUrl = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), WebUrl(255).nullable());

const GroupSymptomDefinition = z.object({ Name: z.string().trim().min(1).max(60), Index: z.number().int().min(0) });
export type GroupSymptomDefinition = z.infer<typeof GroupSymptomDefinition>;
const GroupPromGroup = z.object({ PromId: z.string().min(2).max(32) });

/** `/admin/groups/ny` is the form for a new group, so no group may have this id. */
export const NEW_GROUP_SEGMENT = 'ny';

/** What an admin sends to create or change a group (spec 3 §3 and the limits of §5). */
export const GroupInput = z.object({
  Id: SlugId.refine((id) => id !== NEW_GROUP_SEGMENT, { message: 'value' }),
  Name: z.string().trim().min(1).max(64),
  Version,
  UrlSlug: UrlSlugInput,
  LandingPageUrl: optionalUrl,
  WelcomeText: nullableText(1000),
  GreetingText: nullableText(128),
  IntroText: nullableText(1000),
  InfoText: nullableText(1000),
  FormTitle: nullableText(128),
  FormText: nullableText(1000),
  FormButtonLabel: nullableText(32),
  HelpUrl: optionalUrl,
  Link1Url: optionalUrl,
  Link1Text: nullableText(64),
  Link2Url: optionalUrl,
  Link2Text: nullableText(64),
  MFStudySlug: nullableText(40),
  MFGroupSyncActive: z.boolean(),
  FirstReportSavedText: nullableText(1000),
  SymptomTypes: z.array(z.enum(SYMPTOM_TYPES)).max(SYMPTOM_TYPES.length),
  StatusReportTypes: z.array(z.enum(STATUS_AREAS)).max(STATUS_AREAS.length),
  /** In the order shown; Index is set to the position on save. */
  SymptomDefinitions: z.array(GroupSymptomDefinition).max(100),
  PromGroups: z.array(GroupPromGroup).max(200),
});
export type GroupInput = z.infer<typeof GroupInput>;

/** A group as its organization's admin edits it. */
export const AdminGroup = Group.extend({
  SymptomDefinitions: z.array(GroupSymptomDefinition),
  PromGroups: z.array(GroupPromGroup),
});
export type AdminGroup = z.infer<typeof AdminGroup>;

export const GroupSummary = z.object({
  Id: z.string(),
  OrganizationId: z.string(),
  Name: z.string(),
  UrlSlug: z.string().nullable(),
  MemberCount: z.number().int(),
  Version,
});
export type GroupSummary = z.infer<typeof GroupSummary>;
export const GroupPage = pageOf(GroupSummary);

const ModuleNameSchema = z.enum(MODULES);
/** A group's module flags (admin/settings): the modules its members get, within what the deployment turns on. */
export const GroupSettings = z.object({
  GroupId: z.string(),
  OrganizationId: z.string(),
  Name: z.string(),
  /** Null: the group follows the deployment's configuration. */
  Modules: z.array(ModuleNameSchema).nullable(),
  Version,
});
export type GroupSettings = z.infer<typeof GroupSettings>;
export const GroupSettingsPage = pageOf(GroupSettings);
export const GroupSettingsInput = z.object({ Modules: z.array(ModuleNameSchema).max(MODULES.length).nullable(), Version });
export type GroupSettingsInput = z.infer<typeof GroupSettingsInput>;

/** Hourly statistics (spec 3 §3): counts in one hour (Stockholm time) for one group. */
export const HourlyStatistic = z.object({
  Year: z.number().int(),
  Month: z.number().int(),
  Week: z.number().int(),
  Day: z.number().int(),
  Hour: z.number().int(),
  OrganizationId: z.string(),
  GroupId: z.string(),
  NewUsers: z.number().int(),
  ActiveUsers: z.number().int(),
  StatusReports: z.number().int(),
  SymptomReports: z.number().int(),
  PromReports: z.number().int(),
});
export type HourlyStatistic = z.infer<typeof HourlyStatistic>;

/** At most 31 days of hours per request. */
export const STATISTICS_MAX_DAYS = 31;
export const StatisticsQuery = z
  .object({ from: IsoDate, to: IsoDate, groupId: SlugId.optional() })
  .refine((q) => q.from <= q.to, { message: 'date', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATISTICS_MAX_DAYS, { message: 'date', path: ['to'] });
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;
