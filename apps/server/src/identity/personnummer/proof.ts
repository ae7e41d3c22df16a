import { ErrorCode, type PersonnummerProof } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { SYSTEM_ACTOR, recordAudit, type Actor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/users';
import { accountMail } from '../mail/templates';

/**
 * A personnummer is proven (BankID, the SSO issuer's claim, a staff invite that bound it, the demo
 * seed) or only claimed. Only a proven number opens anything: a BankID or SSO login, a share or a
 * request addressed by number (docs/decisions.md, "A personnummer is proven before it opens anything").
 */

/** The account that holds this number proven, or null: claims are never looked at. */
export async function findProvenUser(q: Queryable, personnummer: string): Promise<UserRow | null> {
  const [row] = await q.query<UserRow>(
    sql`SELECT u.*, p.id AS patient_id FROM users u LEFT JOIN patients p ON p.user_id = u.id
         WHERE u.personnummer = ${personnummer} AND u.personnummer_proof IS NOT NULL`,
  );
  return row ?? null;
}

const auditedProof = (row: { personnummer_proof: PersonnummerProof | null }) => ({ PersonnummerProof: row.personnummer_proof });

/**
 * Proves `personnummer` on the account (in the caller's transaction): the account takes the number
 * when it has none, and every other account that only claims it loses the claim at once, is told
 * by mail (no health data, no number) and gets an audit row. Refused when another account holds
 * the number proven (4137) or the account holds another number (4135). Call `deps.mail.kick()`
 * after the commit. Answers whether anything changed.
 */
export async function provePersonnummer(
  deps: Deps,
  tx: Queryable,
  change: { userId: string; personnummer: string; proof: PersonnummerProof; actor: Actor },
): Promise<boolean> {
  const { userId, personnummer, proof } = change;
  // Two proofs of one number at once wait for each other here, so the second sees the first.
  await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`personnummer:${personnummer}`}))`);
  const [user] = await tx.query<UserRow>(
    sql`SELECT u.*, p.id AS patient_id FROM users u LEFT JOIN patients p ON p.user_id = u.id WHERE u.id = ${userId} FOR UPDATE OF u`,
  );
  if (!user) throw new AppError(ErrorCode.NotFound);
  if (user.personnummer !== null && user.personnummer !== personnummer) throw new AppError(ErrorCode.IdentityOfAnotherPersonnummer);
  if (user.personnummer_proof !== null) return false;
  const holder = await findProvenUser(tx, personnummer);
  if (holder) throw new AppError(ErrorCode.PersonnummerProvenElsewhere);

  await tx.query(
    sql`UPDATE users SET personnummer = ${personnummer}, personnummer_proof = ${proof}, personnummer_proven_date = now(),
               personnummer_removed_date = NULL, version = version + 1, modified_date = now()
         WHERE id = ${userId}`,
  );
  await recordAudit(tx, change.actor, {
    patientId: user.patient_id,
    resourceType: 'User',
    resourceId: userId,
    action: 'Update',
    before: auditedProof(user),
    after: { PersonnummerProof: proof },
  });
  await removeOtherClaims(deps, tx, userId, personnummer);
  return true;
}

/** Every other account that only claims the number loses it; each owner is told why. */
async function removeOtherClaims(deps: Deps, tx: Queryable, provenUserId: string, personnummer: string): Promise<void> {
  const losers = await tx.query<{ id: string; email: string; language_id: 'sv' | 'en'; patient_id: string | null }>(
    sql`UPDATE users u SET personnummer = NULL, personnummer_removed_date = now(), version = version + 1, modified_date = now()
         WHERE u.personnummer = ${personnummer} AND u.personnummer_proof IS NULL AND u.id <> ${provenUserId}
        RETURNING u.id, u.email, u.language_id, (SELECT p.id FROM patients p WHERE p.user_id = u.id) AS patient_id`,
  );
  for (const loser of losers) {
    // The system did it, not the person who proved the number: their name must not reach this log.
    await recordAudit(tx, SYSTEM_ACTOR, {
      patientId: loser.patient_id,
      resourceType: 'User',
      resourceId: loser.id,
      action: 'Update',
      before: { Personnummer: 'claimed' },
      after: { Personnummer: null, Reason: 'proven-on-another-account' },
    });
    await deps.mail.enqueue(tx, accountMail('personnummerRemoved', loser.language_id, loser.email, { link: `${deps.config.publicUrl}/` }));
  }
}
