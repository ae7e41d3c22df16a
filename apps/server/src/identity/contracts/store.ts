import type { Contract, ContractSection, ContractText, LanguageId } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';

/**
 * The contracts that apply to a user (decisions: Contracts and consents): the global group's, which
 * are the service's own terms, asked of everyone; and those of every group where the user takes
 * part as a patient (a study's consent is asked of its participants, not of its staff).
 */
function applicable(userId: string): Sql {
  return sql`SELECT c.* FROM contracts c
    WHERE c.deleted_date IS NULL AND c.active
      AND ((c.organization_id = '0' AND c.group_id = '0')
        OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${userId} AND m.group_id = c.group_id AND m.role_id IN ('pat', 'test')))`;
}

/** The contracts that will apply to someone who joins `patientOf` as a patient (null: to anyone who joins the service). */
function applicableOnJoining(patientOf: string | null): Sql {
  return sql`SELECT c.* FROM contracts c
    WHERE c.deleted_date IS NULL AND c.active
      AND ((c.organization_id = '0' AND c.group_id = '0') OR c.group_id = ${patientOf})`;
}

/** Each applicable contract with its current (highest) version and the user's answer to that version (none without a user). */
function withAnswers(contracts: Sql, userId: string | null): Sql {
  return sql`WITH a AS (${contracts}),
    cur AS (SELECT v.contract_id, max(v.contract_version) AS contract_version FROM contract_versions v JOIN a ON a.id = v.contract_id GROUP BY v.contract_id)
    SELECT a.*, cur.contract_version AS current_version, ans.id AS answer_id, ans.consented, ans.consent_date, ans.withdraw_date, ans.reference
      FROM a JOIN cur ON cur.contract_id = a.id
      LEFT JOIN consents ans ON ans.user_id = ${userId}::uuid AND ans.contract_id = a.id AND ans.contract_version = cur.contract_version`;
}

export interface ContractRow extends Row {
  id: string;
  organization_id: string;
  group_id: string;
  descriptor: string;
  idx: number;
  active: boolean;
  required: boolean;
  required_read: boolean;
  terms_of_service: boolean;
  data_processing: boolean;
  underage: boolean;
  status_reports: boolean;
  symptom_reports: boolean;
  prom_reports: boolean;
  notes: boolean;
  version: number;
}

interface UserContractRow extends ContractRow {
  current_version: number;
  consented: boolean | null;
  consent_date: Date | null;
  withdraw_date: Date | null;
  reference: string | null;
  consented_version: number | null;
  text_id: string;
  language: LanguageId;
  title: string;
  description: string;
  sections: ContractSection[];
  valid_from_date: Date;
  group_name: string;
  is_global: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toContract(row: UserContractRow): Contract {
  return {
    Id: row.text_id,
    ContractId: row.id,
    ContractVersion: row.current_version,
    Language: row.language,
    Title: row.title,
    Description: row.description,
    Descriptor: row.descriptor,
    Sections: row.sections,
    Index: row.idx,
    Active: row.active,
    Required: row.required,
    RequiredRead: row.required_read,
    TermsOfService: row.terms_of_service,
    DataProcessing: row.data_processing,
    Underage: row.underage,
    StatusReports: row.status_reports,
    SymptomReports: row.symptom_reports,
    PromReports: row.prom_reports,
    Notes: row.notes,
    OrganizationId: row.organization_id,
    GroupId: row.group_id,
    Group: { DisplayName: row.group_name, IsGlobal: row.is_global },
    ValidFromDate: row.valid_from_date.toISOString(),
    Consented: row.consented,
    ConsentDate: iso(row.consent_date),
    WithdrawDate: iso(row.withdraw_date),
    ConsentedVersion: row.consented_version !== null && row.consented_version !== row.current_version ? row.consented_version : null,
    Reference: row.reference,
  };
}

/** Contracts at their current version in `language` (Swedish where a version has no text in it): the global group's first, then by group name and index. */
async function contractsIn(q: Queryable, contracts: Sql, userId: string | null, language: LanguageId): Promise<Contract[]> {
  const rows = await q.query<UserContractRow>(
    sql`WITH w AS (${withAnswers(contracts, userId)})
      SELECT w.*, t.id AS text_id, t.language, t.title, t.description, t.sections, t.valid_from_date,
             coalesce(g.display_name, g.name) AS group_name, g.is_global,
             (SELECT max(k.contract_version) FROM consents k
               WHERE k.user_id = ${userId}::uuid AND k.contract_id = w.id AND k.consented AND k.withdraw_date IS NULL) AS consented_version
        FROM w
        JOIN LATERAL (SELECT * FROM contract_versions v WHERE v.contract_id = w.id AND v.contract_version = w.current_version
                       ORDER BY (v.language = ${language}) DESC, (v.language = 'sv') DESC LIMIT 1) t ON true
        JOIN groups g ON g.id = w.group_id
       ORDER BY g.is_global DESC, coalesce(g.display_name, g.name), w.group_id, w.idx, t.title`,
  );
  return rows.map(toContract);
}

/** The user's contracts, each with the user's answer to its current version. */
export const contractsOfUser = (q: Queryable, userId: string, language: LanguageId): Promise<Contract[]> =>
  contractsIn(q, applicable(userId), userId, language);

/** What registering as a patient of `patientOf` (null: staff, or the service alone) will ask, unanswered: read before registering. */
export const contractsOnJoining = (q: Queryable, patientOf: string | null, language: LanguageId): Promise<Contract[]> =>
  contractsIn(q, applicableOnJoining(patientOf), null, language);

/**
 * What the user owes: a Required contract whose current version is not approved, or an optional
 * one whose current version is not answered. Decides the token's state (412 until answered).
 */
export async function outstandingContracts(q: Queryable, userId: string): Promise<{ required: boolean; optional: boolean }> {
  const [row] = await q.query<{ required: boolean | null; optional: boolean | null }>(
    sql`WITH w AS (${withAnswers(applicable(userId), userId)})
      SELECT bool_or(w.required AND NOT coalesce(w.consented AND w.withdraw_date IS NULL, false)) AS required,
             bool_or(NOT w.required AND w.answer_id IS NULL) AS optional
        FROM w`,
  );
  return { required: row?.required ?? false, optional: row?.optional ?? false };
}

/** The texts of one version of a contract, Swedish first. */
export async function textsOf(q: Queryable, contractId: string, version: number): Promise<ContractText[]> {
  const rows = await q.query<{ language: LanguageId; title: string; description: string; sections: ContractSection[] }>(
    sql`SELECT language, title, description, sections FROM contract_versions
         WHERE contract_id = ${contractId} AND contract_version = ${version} ORDER BY language = 'sv' DESC, language`,
  );
  return rows.map((r) => ({ Language: r.language, Title: r.title, Description: r.description, Sections: r.sections }));
}

/** Sections and paragraphs in their Index order, as they are stored and shown. */
function ordered(sections: ContractSection[]): ContractSection[] {
  return [...sections]
    .sort((a, b) => a.Index - b.Index)
    .map((s) => ({ ...s, Paragraphs: [...s.Paragraphs].sort((a, b) => a.Index - b.Index) }));
}

/** Writes the texts of one version (its languages), valid from now. */
export async function insertTexts(q: Queryable, contractId: string, version: number, texts: readonly ContractText[]): Promise<void> {
  for (const t of texts) {
    await q.query(
      sql`INSERT INTO contract_versions (contract_id, contract_version, language, title, description, sections)
          VALUES (${contractId}, ${version}, ${t.Language}, ${t.Title}, ${t.Description}, ${JSON.stringify(ordered(t.Sections))}::jsonb)`,
    );
  }
}
