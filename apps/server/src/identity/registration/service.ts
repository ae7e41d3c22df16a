import {
  ErrorCode,
  ADULT_AGE,
  ageOf,
  normalizePersonnummer,
  validationMessage,
  type LanguageId,
  type Registration,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { SYSTEM_ACTOR } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { contractsOnJoining } from '../contracts/store';
import { findCode, issueCode, mailedCode, spendCode } from '../codes';
import { accountMail } from '../mail/templates';
import { assertAcceptablePassword } from '../passwords/policy';
import { provePersonnummer } from '../personnummer/proof';
import { createUser } from '../users/service';
import { findUsableInvite } from './invites';

const fieldError = (field: string, text: string) => new AppError(ErrorCode.ValidationFailed, undefined, { [field]: [text] });
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function inviteValidity(deps: Deps, key: string) {
  const invite = await findUsableInvite(deps.db, key);
  return { Valid: invite !== null, GroupName: invite?.group_name ?? null, ExpireDate: invite?.expire_date.toISOString() ?? null };
}

/**
 * GET invites/{key}/contracts/{lang}: what registering with the invite will ask, to be read before
 * the person registers: the service's terms, and the group's contracts when the invite makes a
 * patient there. An unknown, used or expired invite: 404.
 */
export async function inviteContracts(deps: Deps, key: string, language: LanguageId) {
  const invite = await findUsableInvite(deps.db, key);
  if (!invite) throw notFound();
  const patient = invite.roles.some((role) => role === 'pat' || role === 'test');
  return contractsOnJoining(deps.db, patient ? invite.group_id : null, language);
}

/** Whether the address is the one the invite was sent to (the invite says nothing else). */
export async function inviteEmailMatches(deps: Deps, key: string, email: string) {
  const invite = await findUsableInvite(deps.db, key);
  return { Valid: invite !== null && same(invite.email, email) };
}

/**
 * Registers with an invite: the account, its patient and its membership in the invite's group,
 * the invite spent, and a link to confirm the address mailed. The answer is always the same:
 * registration never tells whether someone has an account or whether a number is in use.
 * - A personnummer some account holds proven, or an address in use: nothing is made, and that
 *   account's address is told instead.
 * - A number only claimed elsewhere: the account is made as any other (a claim never blocks the
 *   real person; decisions: "A personnummer is proven").
 * The new account's number is only claimed, unless staff bound it in the invite they sent.
 */
export async function register(deps: Deps, key: string, input: Registration, language: 'sv' | 'en') {
  const personnummer = normalizePersonnummer(input.Personnummer);
  if (!personnummer) throw fieldError('Personnummer', validationMessage('personnummer', language));
  if (ageOf(personnummer) < ADULT_AGE) throw new AppError(ErrorCode.Underage);
  assertAcceptablePassword(input.Password, {
    twoFactor: false,
    context: [input.Email.split('@')[0] ?? '', input.FirstName, input.LastName, personnummer],
    language,
  });
  await deps.db.transaction(async (tx) => {
    const invite = await findUsableInvite(tx, key, true);
    if (!invite) throw new AppError(ErrorCode.InvalidCode);
    if (!same(invite.email, input.Email)) throw fieldError('Email', validationMessage('inviteEmail', language));
    if (invite.personnummer && invite.personnummer !== personnummer) {
      throw fieldError('Personnummer', validationMessage('invitePersonnummer', language));
    }
    const existing = await tx.query<{ email: string; language_id: 'sv' | 'en' }>(
      sql`SELECT email, language_id FROM users
           WHERE (personnummer = ${personnummer} AND personnummer_proof IS NOT NULL) OR lower(email) = lower(${input.Email})`,
    );
    if (existing.length > 0) {
      const login = `${deps.config.publicUrl}/`;
      for (const account of existing) {
        await deps.mail.enqueue(tx, accountMail('alreadyRegistered', account.language_id, account.email, { link: login }));
      }
      return;
    }
    const { userId } = await createUser(tx, {
      personnummer,
      email: input.Email.trim(),
      firstName: input.FirstName,
      lastName: input.LastName,
      password: input.Password,
      languageId: input.LanguageId,
      phoneNumber: input.PhoneNumber,
      emailConfirmed: false,
      memberships: [
        ...(invite.group_id === '0' ? [] : [{ organizationId: '0', groupId: '0', roleId: 'pat' as const }]),
        ...invite.roles.map((roleId) => ({ organizationId: invite.organization_id, groupId: invite.group_id, roleId })),
      ],
    });
    if (invite.proves_personnummer && invite.personnummer === personnummer) {
      await provePersonnummer(deps, tx, { userId, personnummer, proof: 'invite', actor: SYSTEM_ACTOR });
    }
    await tx.query(sql`UPDATE invites SET used_date = now(), used_by = ${userId} WHERE id = ${invite.id}`);
    const code = await issueCode(tx, userId, 'verify-email', { email: input.Email.trim() });
    await deps.mail.enqueue(
      tx,
      accountMail('verifyEmail', input.LanguageId, input.Email.trim(), {
        secret: mailedCode('verify-email', { link: `${deps.config.publicUrl}/verify-email/${code}` }),
      }),
    );
  });
  deps.mail.kick();
  return { MailSent: true as const };
}

/**
 * Follows a link to confirm an address: the account's own (after registering) or a new one it
 * asked for, which then becomes its e-mail and login name. An address another account took in the
 * meantime makes the link invalid.
 */
export async function verifyEmail(deps: Deps, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findCode(tx, code, 'verify-email');
    const email = row.email!;
    const [taken] = await tx.query(sql`SELECT 1 FROM users WHERE lower(email) = lower(${email}) AND id <> ${row.user_id}`);
    if (taken) throw new AppError(ErrorCode.InvalidCode);
    await tx.query(
      sql`UPDATE users SET email = ${email}, username = ${email}, email_confirmed = true,
                 unconfirmed_email = CASE WHEN lower(unconfirmed_email) = lower(${email}) THEN NULL ELSE unconfirmed_email END,
                 version = version + 1, modified_date = now()
           WHERE id = ${row.user_id}`,
    );
    await spendCode(tx, row.id);
  });
}
