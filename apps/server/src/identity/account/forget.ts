import type { Queryable } from '../../db/client';
import { raw, sql } from '../../db/sql';
import { auditRows, type Actor } from '../../platform/audit';

/**
 * Everything outside the account row and the patient's records that holds the person, or holds
 * their account's id beside something of them, goes: the last part of both removal and
 * anonymisation (decisions: "Erasure reaches everything"). Runs in the caller's transaction,
 * before the account row is deleted or blanked, and after its sessions have been ended (so that
 * their sockets are told). Audit rows stay: they hold the person only as their account's id.
 */
export async function forgetPerson(tx: Queryable, userId: string): Promise<void> {
  const [person] = await tx.query<{ personnummer: string; addresses: string[] }>(
    sql`SELECT u.personnummer,
               array_remove(ARRAY[lower(u.email), lower(u.unconfirmed_email)]
                 || ARRAY(SELECT lower(c.email) FROM account_codes c WHERE c.user_id = u.id AND c.email IS NOT NULL)
                 || ARRAY(SELECT lower(e.email) FROM external_identities e WHERE e.user_id = u.id AND e.email IS NOT NULL), NULL) AS addresses
          FROM users u WHERE u.id = ${userId}`,
  );
  if (!person) return;
  const { personnummer, addresses } = person;
  const theirs = sql`(lower(email) = ANY(${addresses}::text[]) OR personnummer = ${personnummer})`;

  // Ways in, and what they answered.
  for (const table of ['sessions', 'external_identities', 'account_codes', 'backup_codes', 'consents', 'invite_mail_counts'] as const) {
    await tx.query(sql`DELETE FROM ${raw(table)} WHERE user_id = ${userId}`);
  }
  await tx.query(sql`DELETE FROM bankid_orders WHERE personnummer = ${personnummer}`);

  // Mail to them, and mail carrying their words to others (invites they sent).
  await tx.query(sql`DELETE FROM mail_outbox WHERE lower(recipient) = ANY(${addresses}::text[]) OR written_by = ${userId}`);

  // Invites: one they used stays as the group's record of who came in by it, without their address;
  // unused ones to them or from them are withdrawn; used ones they sent lose their message.
  await tx.query(sql`DELETE FROM invites WHERE used_date IS NULL AND (created_by = ${userId} OR ${theirs})`);
  await tx.query(sql`UPDATE invites SET email = '', personnummer = NULL, used_by = NULL WHERE used_by = ${userId} OR ${theirs}`);
  await tx.query(sql`UPDATE invites SET created_by = NULL, description = '' WHERE created_by = ${userId}`);

  // Bug reports they sent stay for the staff handling them, as anonymous ones without text or screenshots.
  await tx.query(sql`DELETE FROM bug_report_screenshots WHERE bug_report_id IN (SELECT id FROM bug_reports WHERE user_id = ${userId})`);
  await tx.query(
    sql`UPDATE bug_reports SET user_id = NULL, name = NULL, email = NULL, user_agent = NULL, description = '', anonymous = true
         WHERE user_id = ${userId}`,
  );

  // What they did as staff keeps no reference to them (their name was read through it); shares with them end.
  await tx.query(sql`DELETE FROM shares WHERE share_with_user_id = ${userId}`);
  await tx.query(sql`UPDATE shares SET requested_by_id = NULL WHERE requested_by_id = ${userId}`);
  await tx.query(sql`UPDATE news_items SET author_user_id = NULL WHERE author_user_id = ${userId}`);
  await tx.query(sql`UPDATE bug_reports SET processed_by_id = NULL WHERE processed_by_id = ${userId}`);
  await tx.query(sql`UPDATE export_log SET exported_by = NULL WHERE exported_by = ${userId}`);
  await tx.query(sql`UPDATE language_strings SET modified_by = NULL WHERE modified_by = ${userId}`);
  await tx.query(sql`UPDATE oauth_tokens SET user_id = NULL WHERE user_id = ${userId}`);
}

/**
 * Every share of the patient ends, each with a Delete audit row by `actor` keeping what the shares
 * area's rows keep (`auditOf` in api/shares/store.ts): when the person is anonymised, no clinician
 * who knew them may go on reading what stays. The recipients' next request is refused.
 */
export async function endPatientShares(tx: Queryable, actor: Actor, patientId: string): Promise<void> {
  await tx.query(
    sql`WITH gone AS (DELETE FROM shares WHERE patient_id = ${patientId}::uuid RETURNING *)
        ${auditRows({
          actor,
          patient: sql`${patientId}::uuid`,
          resourceType: 'Share',
          action: 'Delete',
          from: sql`gone`,
          resourceId: sql`gone.id`,
          before: sql`jsonb_build_object('ShareWithUserId', gone.share_with_user_id, 'ShareWithUnit', gone.share_with_group_id,
            'SymptomReports', gone.symptom_reports, 'PromReports', gone.prom_reports, 'StatusReports', gone.status_reports,
            'Notes', gone.notes, 'Enabled', gone.enabled, 'Accepted', gone.accepted_date IS NOT NULL, 'Version', gone.version)`,
        })}`,
  );
}
