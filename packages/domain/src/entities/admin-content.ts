import { z } from '../zod';
import { IsoDateTime, LanguageIdSchema, SlugId, Uuid, Version } from './common';
import { RoleIdSchema } from './users';

/** Spec 3 §3 NewsItem Priority: not important (default), important, very important. */
export const NEWS_PRIORITIES = ['not-important', 'important', 'very-important'] as const;
const NewsPriority = z.enum(NEWS_PRIORITIES);
export type NewsPriority = z.infer<typeof NewsPriority>;

/** NewsItem limits (spec 3 §5): Title 2 to 128, Content (Markdown) 2 to 2048. */
export const NewsItemInput = z.object({
  Title: z.string().trim().min(2).max(128),
  Content: z.string().trim().min(2).max(2048),
  Priority: NewsPriority.default('not-important'),
  /** When readers see it; now when left out. */
  PublishDate: IsoDateTime.nullable().optional(),
});
export type NewsItemInput = z.infer<typeof NewsItemInput>;

export const NewsItemUpdate = NewsItemInput.extend({ Version: Version });
export type NewsItemUpdate = z.infer<typeof NewsItemUpdate>;

export const NewsItem = z.object({
  Id: Uuid,
  AuthorName: z.string(),
  CanUpdate: z.boolean(),
  Title: z.string(),
  Content: z.string(),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
  PublishDate: IsoDateTime,
  Priority: NewsPriority,
  Version: Version,
  /** Published since the reader's previous login: what the header's badge counts. */
  IsNew: z.boolean(),
  /** The whole organization's (an admin's) or one group's (a moderator's). */
  GroupId: SlugId.nullable(),
  OrganizationId: SlugId,
});
export type NewsItem = z.infer<typeof NewsItem>;

/**
 * A language string's Id is the key of a shipped text, `namespace:key.path` (`welcome:title`);
 * the override replaces that text in the running app.
 */
export const LanguageStringId = z.string().regex(/^[a-z][a-z0-9-]{0,39}:[A-Za-z0-9_.-]{1,160}$/, { message: 'value' });

export const LanguageStringInput = z.object({
  Id: LanguageStringId,
  LanguageId: LanguageIdSchema,
  Description: z.string().trim().min(1).max(256),
  Text: z.string().min(1).max(2048),
});
export type LanguageStringInput = z.infer<typeof LanguageStringInput>;

export const LanguageStringUpdate = z.object({
  Description: z.string().trim().min(1).max(256),
  Text: z.string().min(1).max(2048),
  Version: Version,
});
export type LanguageStringUpdate = z.infer<typeof LanguageStringUpdate>;

/** An override as stored: OrganizationId '0' is the system's (under every organization's), any other an organization's own. */
export const LanguageString = LanguageStringInput.extend({ OrganizationId: SlugId, Version: Version, ModifiedDate: IsoDateTime });
export type LanguageString = z.infer<typeof LanguageString>;

const componentVersion = z.number().int().min(0).max(1000);

/** AppVersion (spec 3 §3, §5): Name required, at most 16; the four component versions required. */
export const AppVersionInput = z.object({
  Name: z.string().trim().min(1).max(16),
  Description: z.string().trim().max(256).nullable().optional(),
  Default: z.boolean().default(false),
  StatusReportVersion: componentVersion,
  StatusChartVersion: componentVersion,
  PromReportVersion: componentVersion,
  IntensityScaleVersion: componentVersion,
});
export type AppVersionInput = z.infer<typeof AppVersionInput>;

export const AppVersionUpdate = AppVersionInput.extend({ Id: Uuid, Version: Version });
export type AppVersionUpdate = z.infer<typeof AppVersionUpdate>;

export const AppVersion = AppVersionInput.extend({ Id: Uuid, Description: z.string().nullable(), Version: Version });
export type AppVersion = z.infer<typeof AppVersion>;

/** The scopes an application's token may be given (spec 3 §3 Application ScopeId). */
export const APPLICATION_SCOPES = ['api', 'identity', 'identity api'] as const;

/** Application (spec 3 §3, §5): Id, Description, ScopeId, RoleId required; the group is the caller's. */
export const ApplicationInput = z.object({
  Id: SlugId,
  Description: z.string().trim().min(1).max(256),
  ScopeId: z.enum(APPLICATION_SCOPES),
  RoleId: RoleIdSchema,
});
export type ApplicationInput = z.infer<typeof ApplicationInput>;

export const Application = ApplicationInput.extend({ GroupId: SlugId, OrganizationId: SlugId });
export type Application = z.infer<typeof Application>;

/** OAuthToken (spec 3 §3, §5): ApplicationId required. */
export const OAuthTokenInput = z.object({ ApplicationId: SlugId });
export type OAuthTokenInput = z.infer<typeof OAuthTokenInput>;

export const OAuthToken = z.object({
  Id: Uuid,
  ApplicationId: SlugId,
  ApplicationDescription: z.string(),
  ApplicationRole: RoleIdSchema,
  GroupId: SlugId,
  OrganizationId: SlugId,
  UserId: Uuid.nullable(),
  /** Shown once, when the token is made or renewed; stored only as a hash, so null afterwards. */
  Secret: z.string().nullable(),
  CreatedDate: IsoDateTime,
  ModifiedDate: IsoDateTime,
});
export type OAuthToken = z.infer<typeof OAuthToken>;

/** Waiting for its first try, tried and to be tried again, sent, or never to be sent (given up, or its link expired first). */
const OUTBOX_STATUSES = ['waiting', 'retrying', 'sent', 'unsent'] as const;

/**
 * A piece of a mail's text as an admin reads it: text as written, or in place of a link with a code
 * or key (or a typed code) a note of it: hidden while the mail waits, removed once it is sent or
 * the code has expired. An admin never sees a working link.
 */
export const OutboxMailPart = z.union([
  z.object({ Text: z.string() }),
  z.object({ Secret: z.enum(['link', 'code']), State: z.enum(['hidden', 'removed']) }),
]);
export type OutboxMailPart = z.infer<typeof OutboxMailPart>;

/** A mail in the outbox as an admin sees it: who, what about, its delivery, and its text without its secrets. */
export const OutboxMail = z.object({
  Id: Uuid,
  Recipient: z.string(),
  Subject: z.string(),
  CreatedDate: IsoDateTime,
  SentDate: IsoDateTime.nullable(),
  Attempts: z.number().int(),
  LastAttempt: IsoDateTime.nullable(),
  LastError: z.string().nullable(),
  Status: z.enum(OUTBOX_STATUSES),
  Body: z.array(OutboxMailPart),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** Bug report statuses: new (spec), then the staff's own (decisions: admin content). */
export const BUG_REPORT_STATUSES = ['new', 'in-progress', 'resolved', 'rejected'] as const;

export const BugReportUpdate = z.object({
  Status: z.enum(BUG_REPORT_STATUSES),
  Processed: z.boolean(),
  Reason: z.string().trim().max(1024).nullable().optional(),
});
export type BugReportUpdate = z.infer<typeof BugReportUpdate>;

/** PUT system/symptom-definitions: the list of Name and Index (spec 3 §7), names in the caller's language; a new one has no Id. */
export const SystemSymptomDefinitionsUpdate = z
  .array(
    z.object({
      Id: Uuid.nullable().optional(),
      Name: z.string().trim().min(1).max(60),
      Index: z.number().int().min(0).max(1_000_000),
    }),
  )
  .max(500);
export type SystemSymptomDefinitionsUpdate = z.infer<typeof SystemSymptomDefinitionsUpdate>;
