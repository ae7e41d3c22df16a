import { ErrorCode, type AnonymizeOptions, type EmailChange } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, type Actor } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { ownRecords, type Scope } from '../../platform/records';
import { anonymisePatient, erasePatient } from '../../platform/records/erasure';
import { findCode, issueCode, mailedCode, spendCode, typedCode } from '../codes';
import { accountMail } from '../mail/templates';
import { confirmPassword } from '../passwords/confirm';
import { endUserSessions } from '../sessions/service';
import { endPatientShares, forgetPerson } from './forget';

/**
 * The account's life (spec 2 §2, §4): a new login address, deactivation and reactivation,
 * starting over with a new patient, anonymisation and removal.
 */

const url = (deps: Deps, path: string) => `${deps.config.publicUrl}${path}`;

/** The account whose life changes, and the scope its patient's records are worked through (none without a patient). */
export interface AccountTarget {
  userId: string;
  /** Who acts: the person, or the admin who closes a staff account. */
  actor: Actor;
  patient: Scope | null;
}

/** The caller's own account, its patient records as the patient's own. */
const mine = (deps: Deps, ctx: RequestContext): AccountTarget => ({
  userId: ctx.userId,
  actor: actorOf(ctx),
  patient: ctx.patientId ? ownRecords(deps, ctx) : null,
});

/**
 * Runs `work` in one transaction, after `onPatient` has done its part on the target's patient
 * records (erase, anonymise) when the account has a patient.
 */
function withPatient(
  deps: Deps,
  target: AccountTarget,
  onPatient: (scope: Scope, tx: Queryable) => Promise<void>,
  work: (tx: Queryable) => Promise<string[]>,
) {
  if (!target.patient) return deps.db.transaction(work);
  return target.patient.transaction(async (scope, tx) => {
    await onPatient(scope, tx);
    return work(tx);
  });
}

/** Runs `work` and then tells every instance of the sessions it ended (their sockets close). */
async function endingSessions(deps: Deps, work: () => Promise<string[]>): Promise<void> {
  const ended = await work();
  ended.forEach((id) => deps.sessions.revoked(id));
  deps.mail.kick();
}

/**
 * PUT my/user/email: the new address gets a link, and only following it changes the login name;
 * the old address is told. When another account has the new address, that address is told instead
 * and nothing changes: the answer is the same either way, so it never tells who has an account.
 */
export async function changeEmail(deps: Deps, ctx: RequestContext, input: EmailChange) {
  const user = await confirmPassword(deps, ctx.userId, input.Password);
  const email = input.Email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) return { MailSent: true as const };
  await deps.db.transaction(async (tx) => {
    const [other] = await tx.query<{ language_id: 'sv' | 'en' }>(
      sql`SELECT language_id FROM users WHERE lower(email) = lower(${email}) AND id <> ${user.id}`,
    );
    if (other) {
      await deps.mail.enqueue(tx, accountMail('alreadyRegistered', other.language_id, email, { link: url(deps, '/') }));
      return;
    }
    await tx.query(sql`UPDATE users SET unconfirmed_email = ${email}, version = version + 1, modified_date = now() WHERE id = ${user.id}`);
    const code = await issueCode(tx, user.id, 'verify-email', { email });
    await deps.mail.enqueue(
      tx,
      accountMail('verifyEmail', user.language_id, email, {
        secret: mailedCode('verify-email', { link: url(deps, `/verify-email/${code}`) }),
      }),
    );
    await deps.mail.enqueue(tx, accountMail('emailChangeRequested', user.language_id, user.email));
  });
  deps.mail.kick();
  return { MailSent: true as const };
}

/** POST my/user/deactivate: the account rests; an activation code goes by mail; every session ends. */
export async function deactivate(deps: Deps, ctx: RequestContext, password: string): Promise<void> {
  const user = await confirmPassword(deps, ctx.userId, password);
  await endingSessions(deps, () =>
    deps.db.transaction(async (tx) => {
      await tx.query(
        sql`UPDATE users SET deactivated = true, deactivated_date = now(), version = version + 1, modified_date = now() WHERE id = ${user.id}`,
      );
      const code = await issueCode(tx, user.id, 'activate', { code: typedCode() });
      await deps.mail.enqueue(
        tx,
        accountMail('activationCode', user.language_id, user.email, { secret: mailedCode('activate', { code }) }),
      );
      return endUserSessions(tx, user.id, 'deactivated');
    }),
  );
}

async function reactivate(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    sql`UPDATE users SET deactivated = false, deactivated_date = NULL, version = version + 1, modified_date = now() WHERE id = ${userId}`,
  );
}

/** POST my/user/activate: the password and the mailed code open the account again; the client renews its token. */
export async function activate(deps: Deps, ctx: RequestContext, input: { Password: string; Salt: string }): Promise<void> {
  await confirmPassword(deps, ctx.userId, input.Password);
  await deps.db.transaction(async (tx) => {
    const code = await findCode(tx, input.Salt.trim().toUpperCase(), 'activate');
    if (code.user_id !== ctx.userId) throw new AppError(ErrorCode.InvalidCode);
    await spendCode(tx, code.id);
    await reactivate(tx, ctx.userId);
  });
}

async function newPatientRow(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    sql`INSERT INTO patients (user_id, birthyear, language)
        SELECT id, substr(personnummer, 1, 4)::int, language_id FROM users WHERE id = ${userId}`,
  );
}

/**
 * POST my/user/patient: a patient record for an account without one (the client's answer to 1004).
 * An account that has one gets 4108.
 */
export async function createMissingPatient(deps: Deps, ctx: RequestContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.query(sql`SELECT 1 FROM patients WHERE user_id = ${ctx.userId} FOR UPDATE`);
    if (existing) throw new AppError(ErrorCode.AlreadyDone);
    await newPatientRow(tx, ctx.userId);
  });
}

/**
 * POST my/user/new-patient: starting over from the deactivated modal (or a lost activation code):
 * the old patient's data is erased, as the screen warns, a new empty patient takes its place and
 * the account is active again. The account's other sessions end.
 */
export async function startOver(deps: Deps, ctx: RequestContext, password: string): Promise<void> {
  await confirmPassword(deps, ctx.userId, password);
  const work = async (tx: Queryable) => {
    await newPatientRow(tx, ctx.userId);
    await reactivate(tx, ctx.userId);
    await tx.query(
      sql`UPDATE account_codes SET used_date = now() WHERE user_id = ${ctx.userId} AND purpose = 'activate' AND used_date IS NULL`,
    );
    return endUserSessions(tx, ctx.userId, 'new-patient', ctx.sessionId);
  };
  await endingSessions(deps, () => withPatient(deps, mine(deps, ctx), erasePatient, work));
}

/**
 * An administrator's "erase all data" (spec 3 §2, the toast's "account reset"): the patient's
 * records go for good, as when the person starts over, and an empty patient takes their place; the
 * account and its memberships stay, and every session ends.
 */
export async function eraseAccountData(deps: Deps, target: AccountTarget): Promise<void> {
  const work = async (tx: Queryable) => {
    if (target.patient) await newPatientRow(tx, target.userId);
    return endUserSessions(tx, target.userId, 'data-erased');
  };
  await endingSessions(deps, () => withPatient(deps, target, erasePatient, work));
}

/**
 * Leaves nothing of the person in the account row, which stays only to hold the anonymised data
 * together: a login made of its own id that matches no address or personnummer and has no password,
 * so it can never log in again.
 */
async function scrubUser(tx: Queryable, userId: string, keepReferences: boolean): Promise<string[]> {
  const ended = await endUserSessions(tx, userId, 'anonymized');
  await forgetPerson(tx, userId);
  await tx.query(
    sql`UPDATE users SET personnummer = 'anonymized-' || id, personnummer_proof = NULL, personnummer_proven_date = NULL,
               personnummer_removed_date = NULL, username = 'anonymized-' || id, email = 'anonymized-' || id || '@invalid',
               email_confirmed = false, unconfirmed_email = NULL, first_name = '', last_name = '', phone_number = NULL,
               password_hash = NULL, twofactor_enabled = false, twofactor_secret = NULL, twofactor_pending_secret = NULL,
               deactivated = true, deactivated_date = now(), anonymized_date = now(), version = version + 1, modified_date = now()
         WHERE id = ${userId}`,
  );
  // The study references (memberships of study groups) stay when the person chose so; the global group's goes.
  await tx.query(sql`DELETE FROM memberships WHERE user_id = ${userId} AND (NOT ${keepReferences} OR group_id = '0')`);
  return ended;
}

/** The account and all its data go for good: the person's own removal and an administrator's. */
export async function removeAccountOf(deps: Deps, target: AccountTarget): Promise<void> {
  const work = async (tx: Queryable) => {
    const ended = await endUserSessions(tx, target.userId, 'removed');
    await forgetPerson(tx, target.userId);
    await tx.query(sql`DELETE FROM users WHERE id = ${target.userId}`);
    return ended;
  };
  await endingSessions(deps, () => withPatient(deps, target, erasePatient, work));
}

/**
 * The health data stays without the person; what of the person stays is `options`' choice. Their
 * shares end, so no clinician who knew them reads on.
 */
export async function anonymiseAccountOf(deps: Deps, target: AccountTarget, options: Omit<AnonymizeOptions, 'Password' | 'Anonymize'>) {
  await endingSessions(deps, () =>
    withPatient(
      deps,
      target,
      async (scope, tx) => {
        await anonymisePatient(scope, options);
        await endPatientShares(tx, target.actor, scope.patientId);
      },
      (tx) => scrubUser(tx, target.userId, options.Reference),
    ),
  );
}

/** DELETE my/user: the account and all its data go for good. */
export async function removeAccount(deps: Deps, ctx: RequestContext, password: string): Promise<void> {
  await confirmPassword(deps, ctx.userId, password);
  await removeAccountOf(deps, mine(deps, ctx));
}

/**
 * POST my/user/anonymize: with Anonymize the health data stays, without the person (and without
 * free text or files); what of the person stays is the person's choice. Without it, the same as
 * removing the account.
 */
export async function anonymize(deps: Deps, ctx: RequestContext, options: AnonymizeOptions): Promise<void> {
  if (!options.Anonymize) return removeAccount(deps, ctx, options.Password);
  await confirmPassword(deps, ctx.userId, options.Password);
  await anonymiseAccountOf(deps, mine(deps, ctx), options);
}
