import { ErrorCode, type ConsentState, type ConsentSubmission, type Contract, type LanguageId } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, recordAudit, type Actor } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { contractsOfUser, outstandingContracts } from '../contracts/store';

export const myContracts = (deps: Deps, ctx: RequestContext, language: LanguageId) => contractsOfUser(deps.db, ctx.userId, language);

/** The contracts whose current version the user has not answered (the terms screen), or a Required one not approved. */
export async function unconsentedContracts(deps: Deps, ctx: RequestContext, language: LanguageId): Promise<Contract[]> {
  const all = await contractsOfUser(deps.db, ctx.userId, language);
  return all.filter((c) => c.Consented === null || (c.Required && (c.Consented === false || c.WithdrawDate !== null)));
}

async function stateOf(q: Queryable, userId: string): Promise<ConsentState> {
  const owed = await outstandingContracts(q, userId);
  return { ConsentedToRequired: !owed.required, RespondedToOptional: !owed.optional };
}

/** Who answers: the user, their patient (whose audit log shows it) and how the audit row names them. */
interface Answerer {
  userId: string;
  patientId: string | null;
  actor: Actor;
}

const answererOf = (ctx: RequestContext): Answerer => ({ userId: ctx.userId, patientId: ctx.patientId, actor: actorOf(ctx) });

/** The contract and version a ContractLanguageVersionId names, if it applies to the user (else 404), at its current version (else 4143). */
async function answerable(tx: Queryable, ctx: Answerer, textId: string): Promise<Contract> {
  const [named] = await tx.query<{ contract_id: string; contract_version: number; language: LanguageId }>(
    sql`SELECT contract_id, contract_version, language FROM contract_versions WHERE id = ${textId}`,
  );
  if (!named) throw notFound();
  const contract = (await contractsOfUser(tx, ctx.userId, named.language)).find((c) => c.ContractId === named.contract_id);
  if (!contract) throw notFound();
  if (contract.ContractVersion !== named.contract_version) throw new AppError(ErrorCode.ContractOutdated);
  return contract;
}

/** What a consent's audit row keeps: which contract, which version in which language the user saw, and the answer. */
const answerOf = (c: Contract, textId: string, consented: boolean | null, withdrawn: boolean) => ({
  ContractId: c.ContractId,
  Descriptor: c.Descriptor,
  ContractVersion: c.ContractVersion,
  ContractLanguageVersionId: textId,
  Consented: consented,
  Withdrawn: withdrawn,
});

/** One answer, audited; an answer the same as the one standing changes nothing. The terms screen and the demo seed. */
export async function answer(tx: Queryable, ctx: Answerer, submission: ConsentSubmission): Promise<void> {
  const contract = await answerable(tx, ctx, submission.ContractLanguageVersionId);
  if (contract.Required && !submission.Consented) throw new AppError(ErrorCode.RequiredContractNotAccepted);
  const standing = contract.Consented === submission.Consented && contract.WithdrawDate === null;
  if (standing) return;
  const textId = submission.ContractLanguageVersionId;
  await tx.query(
    sql`INSERT INTO consents (user_id, contract_id, contract_version, contract_version_id, consented, reference, consent_date)
        VALUES (${ctx.userId}, ${contract.ContractId}, ${contract.ContractVersion}, ${textId}, ${submission.Consented},
                ${submission.Reference ?? null}, ${submission.Consented ? sql`now()` : null})
        ON CONFLICT (user_id, contract_id, contract_version) DO UPDATE
          SET consented = EXCLUDED.consented, reference = EXCLUDED.reference, consent_date = EXCLUDED.consent_date,
              contract_version_id = EXCLUDED.contract_version_id, answered_date = now(), withdraw_date = NULL`,
  );
  await recordAudit(tx, ctx.actor, {
    patientId: ctx.patientId,
    resourceType: 'Consent',
    resourceId: contract.ContractId,
    action: contract.Consented === null ? 'Create' : 'Update',
    before: contract.Consented === null ? undefined : answerOf(contract, contract.Id, contract.Consented, contract.WithdrawDate !== null),
    after: answerOf(contract, textId, submission.Consented, false),
  });
}

/** POST my/group/contracts/consents: the terms screen's answers in one transaction; answers what is still owed. */
export async function answerContracts(deps: Deps, ctx: RequestContext, submissions: readonly ConsentSubmission[]): Promise<ConsentState> {
  return deps.db.transaction(async (tx) => {
    for (const submission of submissions) await answer(tx, answererOf(ctx), submission);
    return stateOf(tx, ctx.userId);
  });
}

/** POST my/group/contracts/{id}/consent: approve one contract (the /contract screen, the consents screen). */
export const consentTo = (deps: Deps, ctx: RequestContext, textId: string) =>
  answerContracts(deps, ctx, [{ ContractLanguageVersionId: textId, Consented: true }]);

/**
 * POST my/group/contracts/{id}/withdraw: ends an approval (404 when there is none standing). The
 * boolean is the person's wish to have the account anonymised, kept in the audit row; the
 * anonymisation itself asks for the password on its own screen (decisions: Contracts and consents).
 */
export async function withdrawConsent(deps: Deps, ctx: RequestContext, textId: string, anonymize: boolean): Promise<ConsentState> {
  const state = await deps.db.transaction(async (tx) => {
    const [named] = await tx.query<{ contract_id: string; language: LanguageId }>(
      sql`SELECT contract_id, language FROM contract_versions WHERE id = ${textId}`,
    );
    const contract = named && (await contractsOfUser(tx, ctx.userId, named.language)).find((c) => c.ContractId === named.contract_id);
    if (!contract || contract.ConsentDate === null || contract.Consented !== true || contract.WithdrawDate !== null) throw notFound();
    await tx.query(
      sql`UPDATE consents SET withdraw_date = now()
           WHERE user_id = ${ctx.userId} AND contract_id = ${contract.ContractId} AND contract_version = ${contract.ContractVersion}`,
    );
    await recordAudit(tx, actorOf(ctx), {
      patientId: ctx.patientId,
      resourceType: 'Consent',
      resourceId: contract.ContractId,
      action: 'Update',
      before: answerOf(contract, contract.Id, true, false),
      after: { ...answerOf(contract, contract.Id, true, true), AnonymizeRequested: anonymize },
    });
    return stateOf(tx, ctx.userId);
  });
  // The group's staff who follow the patient's page lose it unless another grant holds.
  if (ctx.patientId) deps.realtime.endWatching(ctx.patientId);
  return state;
}
