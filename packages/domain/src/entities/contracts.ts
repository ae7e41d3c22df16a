import { z } from '../zod';
import { IsoDateTime, LanguageIdSchema, SlugId, Uuid, Version } from './common';

/** Limits of a contract's text (spec 3 §5 names the required fields; the sizes are ours, decisions: Contracts and consents). */
const CONTRACT_DESCRIPTOR_MAX = 16;
const CONTRACT_TITLE_MAX = 200;
const CONTRACT_DESCRIPTION_MAX = 2000;
const CONTRACT_PARAGRAPH_MAX = 5000;
const CONTRACT_SECTIONS_MAX = 50;
const CONTRACT_PARAGRAPHS_MAX = 50;
const CONSENT_REFERENCE_MAX = 64;

const text = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);

const ContractParagraph = z.object({ Text: text(CONTRACT_PARAGRAPH_MAX), Index: z.number().int().min(0).max(1000) });
export type ContractParagraph = z.infer<typeof ContractParagraph>;

export const ContractSection = z.object({
  Title: text(CONTRACT_TITLE_MAX),
  Index: z.number().int().min(0).max(1000),
  Paragraphs: z.array(ContractParagraph).min(1, { message: 'required' }).max(CONTRACT_PARAGRAPHS_MAX),
});
export type ContractSection = z.infer<typeof ContractSection>;

/** One language of one version of a contract: what a reader sees. */
export const ContractText = z.object({
  Language: LanguageIdSchema,
  Title: text(CONTRACT_TITLE_MAX),
  Description: text(CONTRACT_DESCRIPTION_MAX),
  Sections: z.array(ContractSection).min(1, { message: 'required' }).max(CONTRACT_SECTIONS_MAX),
});
export type ContractText = z.infer<typeof ContractText>;

/** Texts of a version: Swedish always (the fallback), English when written; one per language. */
const ContractTexts = z
  .array(ContractText)
  .min(1)
  .max(2)
  .refine((texts) => texts.some((t) => t.Language === 'sv'), { message: 'swedishRequired' })
  .refine((texts) => new Set(texts.map((t) => t.Language)).size === texts.length, { message: 'languageTwice' });

/** What an admin sets on a contract besides its text (spec 2 §3 Contract). */
const ContractSettings = z.object({
  Descriptor: text(CONTRACT_DESCRIPTOR_MAX),
  Index: z.number().int().min(0).max(1000),
  Active: z.boolean(),
  Required: z.boolean(),
  RequiredRead: z.boolean(),
  TermsOfService: z.boolean(),
  DataProcessing: z.boolean(),
  Underage: z.boolean(),
  /**
   * What the contract lets its group read of those who approve it (spec 2 §3 allowed features):
   * a group reads a participant's data only through contracts they approved. Once someone has
   * answered the current version, an area is added only with a new version.
   */
  StatusReports: z.boolean(),
  SymptomReports: z.boolean(),
  PromReports: z.boolean(),
  Notes: z.boolean(),
});

/** POST my/group/contracts: a new contract of the admin's active group, its first version. */
export const ContractCreate = ContractSettings.extend({ Texts: ContractTexts });
export type ContractCreate = z.infer<typeof ContractCreate>;

/** PUT contracts/{id}: settings always; the texts only while nobody has answered the current version. */
export const ContractUpdate = ContractSettings.extend({ Texts: ContractTexts, Version });
export type ContractUpdate = z.infer<typeof ContractUpdate>;

/** POST contracts/{id}/versions: a new version, with what it allows when that changes; everyone it applies to answers again. */
export const ContractVersionCreate = z.object({
  Texts: ContractTexts,
  Version,
  StatusReports: z.boolean().optional(),
  SymptomReports: z.boolean().optional(),
  PromReports: z.boolean().optional(),
  Notes: z.boolean().optional(),
});
export type ContractVersionCreate = z.infer<typeof ContractVersionCreate>;

const ContractVersionSummary = z.object({
  ContractVersion: z.number().int(),
  ValidFromDate: IsoDateTime,
  ConsentCount: z.number().int(),
});

/** A contract as its organization's admin edits it. */
export const AdminContract = ContractSettings.extend({
  Id: Uuid,
  OrganizationId: SlugId,
  GroupId: SlugId,
  Group: z.object({ DisplayName: z.string() }),
  ContractVersion: z.number().int(),
  ValidFromDate: IsoDateTime,
  Texts: z.array(ContractText),
  /** Whether someone has answered the current version: then its text is kept and a change is a new version. */
  Answered: z.boolean(),
  Versions: z.array(ContractVersionSummary),
  Version,
});
export type AdminContract = z.infer<typeof AdminContract>;

/** A contract in the reader's language (Swedish when it has no text in theirs), with the reader's answer to it. */
export const Contract = z.object({
  /** The ContractLanguageVersionId: this language of this version, what a consent names. */
  Id: Uuid,
  ContractId: Uuid,
  ContractVersion: z.number().int(),
  Language: LanguageIdSchema,
  Title: z.string(),
  Description: z.string(),
  Descriptor: z.string(),
  Sections: z.array(ContractSection),
  Index: z.number().int(),
  Active: z.boolean(),
  Required: z.boolean(),
  RequiredRead: z.boolean(),
  TermsOfService: z.boolean(),
  DataProcessing: z.boolean(),
  Underage: z.boolean(),
  StatusReports: z.boolean(),
  SymptomReports: z.boolean(),
  PromReports: z.boolean(),
  Notes: z.boolean(),
  OrganizationId: SlugId,
  GroupId: SlugId,
  Group: z.object({ DisplayName: z.string(), IsGlobal: z.boolean() }),
  ValidFromDate: IsoDateTime,
  /** true approved, false declined, null not answered (this version). */
  Consented: z.boolean().nullable(),
  ConsentDate: IsoDateTime.nullable(),
  WithdrawDate: IsoDateTime.nullable(),
  /** The version the reader last approved, when older than this one. */
  ConsentedVersion: z.number().int().nullable(),
  Reference: z.string().nullable(),
});
export type Contract = z.infer<typeof Contract>;

/** Consented: a consent date and no withdraw date (spec 2 §3). */
export function isConsented(contract: Pick<Contract, 'Consented' | 'ConsentDate' | 'WithdrawDate'>): boolean {
  return contract.Consented === true && contract.ConsentDate !== null && contract.WithdrawDate === null;
}

/** Spec 2 §3 Consent submission. */
export const ConsentSubmission = z.object({
  ContractLanguageVersionId: Uuid,
  Reference: z.string().trim().max(CONSENT_REFERENCE_MAX).nullable().optional(),
  Consented: z.boolean(),
});
export type ConsentSubmission = z.infer<typeof ConsentSubmission>;

/** POST my/group/contracts/consents: the terms screen's answers, all at once. */
export const GroupConsentSubmission = z.object({ ConsentedContracts: z.array(ConsentSubmission).min(1).max(100) });
export type GroupConsentSubmission = z.infer<typeof GroupConsentSubmission>;

/** What the user still owes after an answer: the token's consented_to_required_contracts and responded_to_optional_contracts. */
export const ConsentState = z.object({ ConsentedToRequired: z.boolean(), RespondedToOptional: z.boolean() });
export type ConsentState = z.infer<typeof ConsentState>;
