import { randomBytes } from 'node:crypto';
import { ErrorCode, normalizePersonnummer, validationMessage, type RoleId, type User, type UserUpdate } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { isoTextSql } from '../../db/timestamps';
import type { Deps } from '../../deps';
import { REPORT_SOURCES } from '../../api/report-sources';
import { actorOf, recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { hashPassword } from '../passwords';
import { auditableUser, toUser, type MembershipRow, type UserRow } from './mapping';

export interface NewUser {
  personnummer: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  languageId?: 'sv' | 'en';
  phoneNumber?: string | null;
  memberships: { organizationId: string; groupId: string; roleId: RoleId }[];
  /** A patient record is created for anyone with a patient membership unless said otherwise. */
  withPatient?: boolean;
  gender?: 'undefined' | 'male' | 'female';
}

/** Creates a user with memberships (and a patient record); used by registration, admin and the seed. */
export async function createUser(tx: Queryable, input: NewUser): Promise<{ userId: string; patientId: string | null }> {
  const personnummer = normalizePersonnummer(input.personnummer);
  if (!personnummer) throw new AppError(ErrorCode.ValidationFailed, undefined, { Personnummer: [validationMessage('personnummer', 'sv')] });
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [user] = await tx.query<{ id: string }>(
    `INSERT INTO users (personnummer, username, email, email_confirmed, first_name, last_name, phone_number, language_id, password_hash, encryption_key)
     VALUES ($1, $2, $2, true, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      personnummer,
      input.email,
      input.firstName,
      input.lastName,
      input.phoneNumber ?? null,
      input.languageId ?? 'sv',
      passwordHash,
      randomBytes(32).toString('base64'),
    ],
  );
  const userId = user!.id;
  for (const m of input.memberships) {
    await tx.query('INSERT INTO memberships (user_id, organization_id, group_id, role_id) VALUES ($1, $2, $3, $4)', [
      userId,
      m.organizationId,
      m.groupId,
      m.roleId,
    ]);
  }
  const wantsPatient = input.withPatient ?? input.memberships.some((m) => m.roleId === 'pat' || m.roleId === 'test');
  let patientId: string | null = null;
  if (wantsPatient) {
    const birthyear = Number(personnummer.slice(0, 4));
    const [patient] = await tx.query<{ id: string }>(
      `INSERT INTO patients (user_id, gender, model, birthyear, language) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [userId, input.gender ?? 'undefined', input.gender === 'female' ? 'female' : 'male', birthyear, input.languageId ?? 'sv'],
    );
    patientId = patient!.id;
  }
  return { userId, patientId };
}

const USER_FROM = 'FROM users u LEFT JOIN patients p ON p.user_id = u.id';
const USER_SELECT = `SELECT u.*, p.id AS patient_id ${USER_FROM}`;
/** Memberships in the order the token and the user list them: the global group first. */
const MEMBERSHIP_ORDER = 'g.is_global DESC, m.joined_date, g.name';

export async function findUserRow(q: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
  return rows[0] ?? null;
}

export async function findUserByLogin(q: Queryable, login: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`${USER_SELECT} WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($1) LIMIT 1`, [login]);
  return rows[0] ?? null;
}

export async function membershipsOf(q: Queryable, userId: string): Promise<MembershipRow[]> {
  return q.query<MembershipRow>(
    `SELECT m.organization_id, m.group_id, m.role_id, m.joined_date
     FROM memberships m JOIN groups g ON g.id = m.group_id
     WHERE m.user_id = $1 ORDER BY ${MEMBERSHIP_ORDER}`,
    [userId],
  );
}

/**
 * The user with memberships and report count in one statement (the app reads it on every start):
 * the memberships as [organization, group, role, joined], the joined date already in toISOString's form.
 */
const USER_VIEW_SQL = `SELECT u.*, p.id AS patient_id,
        ${REPORT_SOURCES.map((s) => s.countForPatientSql('p.id')).join(' + ')} AS report_count,
        (SELECT coalesce(json_agg(json_build_array(m.organization_id, m.group_id, m.role_id, ${isoTextSql('m.joined_date')})
                                  ORDER BY ${MEMBERSHIP_ORDER}), '[]')
           FROM memberships m JOIN groups g ON g.id = m.group_id WHERE m.user_id = u.id) AS membership_list
   ${USER_FROM} WHERE u.id = $1`;

async function userView(q: Queryable, userId: string): Promise<User> {
  const [row] = await q.query<UserRow & { report_count: number; membership_list: [string, string, RoleId, string][] }>(USER_VIEW_SQL, [
    userId,
  ]);
  if (!row) throw notFound();
  const memberships = row.membership_list.map(([organizationId, groupId, roleId, joined]) => ({
    organization_id: organizationId,
    group_id: groupId,
    role_id: roleId,
    joined_date: joined,
  }));
  return toUser(row, memberships, row.report_count);
}

export function getMyUser(deps: Deps, ctx: RequestContext): Promise<User> {
  return userView(deps.db, ctx.userId);
}

export async function updateMyUser(deps: Deps, ctx: RequestContext, input: UserUpdate): Promise<User> {
  return deps.db.transaction(async (tx) => {
    const before = await findUserRow(tx, ctx.userId);
    if (!before) throw notFound();
    const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [input.Email, ctx.userId]);
    if (taken.length) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, { Email: [validationMessage('emailInUse', ctx.language)] });
    }
    const emailChanged = input.Email.toLowerCase() !== before.email.toLowerCase();
    await updateVersioned(tx, {
      table: 'users',
      id: ctx.userId,
      version: input.Version,
      set: {
        first_name: input.FirstName,
        last_name: input.LastName,
        email: input.Email,
        // The username follows the e-mail, which is the login name; a changed address is unconfirmed.
        username: input.Email,
        email_confirmed: emailChanged ? false : before.email_confirmed,
        phone_number: input.PhoneNumber,
        language_id: input.LanguageId,
        opt_out: input.OptOut,
        opt_out_date: input.OptOut ? (before.opt_out_date ?? new Date()) : null,
      },
    });
    const after = (await findUserRow(tx, ctx.userId))!;
    await recordAudit(tx, actorOf(ctx), {
      patientId: after.patient_id,
      resourceType: 'User',
      resourceId: ctx.userId,
      action: 'Update',
      before: auditableUser(before),
      after: auditableUser(after),
    });
    return userView(tx, ctx.userId);
  });
}
