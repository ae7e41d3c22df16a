import {
  ErrorCode,
  capability,
  type AdminContract,
  type ContractCreate,
  type ContractText,
  type ContractUpdate,
  type ContractVersionCreate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, recordAudit, type Actor } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { activeGroupScope, unitScope, type UnitScope } from '../../platform/units';
import { insertTexts, textsOf, type ContractRow } from './store';

interface AdminRow extends ContractRow {
  group_name: string;
  current_version: number;
  valid_from_date: Date;
  answered: boolean;
  versions: { ContractVersion: number; ValidFromDate: string; ConsentCount: number }[];
}

/** A group's contracts are its admins'; the organization's own group's its organization admin's. */
export const CONTRACTS_READ = capability('contracts', 'read', 'group');
export const CONTRACTS_WRITE = capability('contracts', 'write', 'group');

/** Contracts of the groups in the admin's scope, with their versions and how many approved each. */
async function load(q: Queryable, scope: UnitScope, id?: string): Promise<AdminContract[]> {
  const rows = await q.query<AdminRow>(
    sql`SELECT c.*, coalesce(g.display_name, g.name) AS group_name, cur.contract_version AS current_version, cur.valid_from_date,
               EXISTS (SELECT 1 FROM consents k WHERE k.contract_id = c.id AND k.contract_version = cur.contract_version) AS answered,
               (SELECT json_agg(json_build_object('ContractVersion', v.contract_version, 'ValidFromDate', v.valid_from_date,
                        'ConsentCount', (SELECT count(*) FROM consents k WHERE k.contract_id = c.id AND k.contract_version = v.contract_version
                                          AND k.consented AND k.withdraw_date IS NULL)) ORDER BY v.contract_version DESC)
                  FROM (SELECT contract_version, min(valid_from_date) AS valid_from_date FROM contract_versions
                         WHERE contract_id = c.id GROUP BY contract_version) v) AS versions
          FROM contracts c
          JOIN groups g ON g.id = c.group_id
          JOIN LATERAL (SELECT contract_version, min(valid_from_date) AS valid_from_date FROM contract_versions WHERE contract_id = c.id
                         GROUP BY contract_version ORDER BY contract_version DESC LIMIT 1) cur ON true
         WHERE ${scope.where('c.organization_id', 'c.group_id')} AND c.deleted_date IS NULL ${id ? sql`AND c.id = ${id}` : sql``}
         ORDER BY coalesce(g.display_name, g.name), c.idx, c.descriptor`,
  );
  const out: AdminContract[] = [];
  for (const row of rows) {
    out.push({
      Id: row.id,
      OrganizationId: row.organization_id,
      GroupId: row.group_id,
      Group: { DisplayName: row.group_name },
      Descriptor: row.descriptor,
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
      ContractVersion: row.current_version,
      ValidFromDate: row.valid_from_date.toISOString(),
      Texts: await textsOf(q, row.id, row.current_version),
      Answered: row.answered,
      Versions: row.versions.map((v) => ({
        ...v,
        ValidFromDate: new Date(v.ValidFromDate).toISOString(),
        ConsentCount: Number(v.ConsentCount),
      })),
      Version: row.version,
    });
  }
  return out;
}

export const listContracts = async (deps: Deps, ctx: RequestContext) => load(deps.db, await unitScope(deps.db, ctx, CONTRACTS_READ));

export async function getContract(deps: Deps, ctx: RequestContext, id: string): Promise<AdminContract> {
  const [contract] = await load(deps.db, await unitScope(deps.db, ctx, CONTRACTS_READ), id);
  if (!contract) throw notFound();
  return contract;
}

type Settings = Pick<
  AdminContract,
  'Descriptor' | 'Index' | 'Active' | 'Required' | 'RequiredRead' | 'TermsOfService' | 'DataProcessing' | 'Underage'
>;
type Features = Pick<AdminContract, 'StatusReports' | 'SymptomReports' | 'PromReports' | 'Notes'>;

const FEATURES = ['StatusReports', 'SymptomReports', 'PromReports', 'Notes'] as const;

const settingsOf = (c: Settings & Features) => ({
  Descriptor: c.Descriptor,
  Index: c.Index,
  Active: c.Active,
  Required: c.Required,
  RequiredRead: c.RequiredRead,
  TermsOfService: c.TermsOfService,
  DataProcessing: c.DataProcessing,
  Underage: c.Underage,
  StatusReports: c.StatusReports,
  SymptomReports: c.SymptomReports,
  PromReports: c.PromReports,
  Notes: c.Notes,
});

/** Whether `after` lets the group read an area `before` did not: what people approved must then be asked again. */
const widens = (before: Features, after: Partial<Features>) => FEATURES.some((f) => after[f] === true && !before[f]);

/** The features a version sets: those given, the contract's own for the rest. */
const featuresOf = (before: Features, given: Partial<Features>): Features =>
  Object.fromEntries(FEATURES.map((f) => [f, given[f] ?? before[f]])) as Features;

/** What the audit row keeps of a contract: its settings and version, not its text (the text stays in its version). */
const audited = (c: AdminContract) => ({ ...settingsOf(c), GroupId: c.GroupId, ContractVersion: c.ContractVersion });

/** A new contract of a group, version 1, with its audit row: the admin's POST and the demo seed. */
export async function insertContract(
  tx: Queryable,
  actor: Actor,
  where: { organizationId: string; groupId: string },
  input: ContractCreate,
): Promise<string> {
  const [made] = await tx.query<{ id: string }>(
    sql`INSERT INTO contracts (organization_id, group_id, descriptor, idx, active, required, required_read, terms_of_service, data_processing, underage,
                               status_reports, symptom_reports, prom_reports, notes)
        VALUES (${where.organizationId}, ${where.groupId}, ${input.Descriptor}, ${input.Index}, ${input.Active}, ${input.Required}, ${input.RequiredRead},
                ${input.TermsOfService}, ${input.DataProcessing}, ${input.Underage},
                ${input.StatusReports}, ${input.SymptomReports}, ${input.PromReports}, ${input.Notes}) RETURNING id`,
  );
  await insertTexts(tx, made!.id, 1, input.Texts);
  await recordAudit(tx, actor, {
    patientId: null,
    resourceType: 'Contract',
    resourceId: made!.id,
    action: 'Create',
    after: { ...settingsOf(input), GroupId: where.groupId, ContractVersion: 1 },
  });
  return made!.id;
}

/** POST my/group/contracts: a contract of the admin's active group (one they administer), version 1. */
export async function createContract(deps: Deps, ctx: RequestContext, input: ContractCreate): Promise<AdminContract> {
  await activeGroupScope(deps.db, ctx, CONTRACTS_WRITE);
  const id = await deps.db.transaction((tx) => insertContract(tx, actorOf(ctx), ctx, input));
  return getContract(deps, ctx, id);
}

/** The texts in one canonical form (languages, sections and paragraphs in order, fields in order) to compare them. */
function canonical(texts: readonly ContractText[]): string {
  return JSON.stringify(
    [...texts]
      .sort((x, y) => x.Language.localeCompare(y.Language))
      .map((t) => [
        t.Language,
        t.Title,
        t.Description,
        [...t.Sections]
          .sort((x, y) => x.Index - y.Index)
          .map((s) => [s.Title, s.Index, [...s.Paragraphs].sort((x, y) => x.Index - y.Index).map((p) => [p.Text, p.Index])]),
      ]),
  );
}

const sameTexts = (a: readonly ContractText[], b: readonly ContractText[]) => canonical(a) === canonical(b);

/** The contract locked for a change, with the Version the caller saw (4003 when it moved on); outside the scope 404. */
async function lockedForChange(tx: Queryable, scope: UnitScope, id: string, version: number): Promise<AdminContract> {
  const [row] = await tx.query<{ version: number }>(
    sql`SELECT version FROM contracts WHERE id = ${id} AND ${scope.where('organization_id', 'group_id')} AND deleted_date IS NULL FOR UPDATE`,
  );
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  const [contract] = await load(tx, scope, id);
  return contract!;
}

/**
 * PUT contracts/{id}: the settings; the text of the current version, and an area added to what it
 * lets the group read, only while nobody has answered it (then it is what people read and agreed
 * to, and such a change is a new version: 4141, 4144). Taking an area away holds at once.
 */
export async function updateContract(deps: Deps, ctx: RequestContext, id: string, input: ContractUpdate): Promise<AdminContract> {
  const scope = await unitScope(deps.db, ctx, CONTRACTS_WRITE);
  await deps.db.transaction(async (tx) => {
    const before = await lockedForChange(tx, scope, id, input.Version);
    const textChanged = !sameTexts(before.Texts, input.Texts);
    if (textChanged && before.Answered) throw new AppError(ErrorCode.ContractTextLocked);
    if (widens(before, input) && before.Answered) throw new AppError(ErrorCode.ContractFeaturesLocked);
    await tx.query(
      sql`UPDATE contracts SET descriptor = ${input.Descriptor}, idx = ${input.Index}, active = ${input.Active}, required = ${input.Required},
             required_read = ${input.RequiredRead}, terms_of_service = ${input.TermsOfService}, data_processing = ${input.DataProcessing},
             underage = ${input.Underage}, status_reports = ${input.StatusReports}, symptom_reports = ${input.SymptomReports},
             prom_reports = ${input.PromReports}, notes = ${input.Notes}, modified_date = now(), version = version + 1
           WHERE id = ${id}`,
    );
    if (textChanged) {
      await tx.query(sql`DELETE FROM contract_versions WHERE contract_id = ${id} AND contract_version = ${before.ContractVersion}`);
      await insertTexts(tx, id, before.ContractVersion, input.Texts);
    }
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'Contract',
      resourceId: id,
      action: 'Update',
      before: audited(before),
      after: { ...settingsOf(input), GroupId: before.GroupId, ContractVersion: before.ContractVersion, TextChanged: textChanged },
    });
  });
  return getContract(deps, ctx, id);
}

/** POST contracts/{id}/versions: the next version, with what it lets the group read; everyone it applies to answers it anew. */
export async function publishVersion(deps: Deps, ctx: RequestContext, id: string, input: ContractVersionCreate): Promise<AdminContract> {
  const scope = await unitScope(deps.db, ctx, CONTRACTS_WRITE);
  await deps.db.transaction(async (tx) => {
    const before = await lockedForChange(tx, scope, id, input.Version);
    const next = before.ContractVersion + 1;
    const features = featuresOf(before, input);
    await insertTexts(tx, id, next, input.Texts);
    await tx.query(
      sql`UPDATE contracts SET status_reports = ${features.StatusReports}, symptom_reports = ${features.SymptomReports},
             prom_reports = ${features.PromReports}, notes = ${features.Notes}, modified_date = now(), version = version + 1
           WHERE id = ${id}`,
    );
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'Contract',
      resourceId: id,
      action: 'Update',
      before: audited(before),
      after: { ...audited(before), ...features, ContractVersion: next },
    });
  });
  return getContract(deps, ctx, id);
}

/** DELETE contracts/{id}: no longer asked of anyone; the answers given stay as the record of them. */
export async function deleteContract(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const scope = await unitScope(deps.db, ctx, CONTRACTS_WRITE);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ id: string }>(
      sql`UPDATE contracts SET deleted_date = now(), version = version + 1
           WHERE id = ${id} AND ${scope.where('organization_id', 'group_id')} AND deleted_date IS NULL RETURNING id`,
    );
    if (!gone) throw notFound();
    await recordAudit(tx, actorOf(ctx), { patientId: null, resourceType: 'Contract', resourceId: id, action: 'Delete' });
  });
}
