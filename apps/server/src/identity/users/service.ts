import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  isPatientRole,
  normalizePersonnummer,
  validationMessage,
  type PersonnummerProof,
  type RoleId,
  type User,
  type UserUpdate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { auditableUser, changedPersonFields, MEMBERSHIP_ORDER, readUser, type MembershipRow, type UserRow } from '../../platform/users';
import { updateVersioned } from '../../platform/versioned';
import { hashPassword } from '../passwords/hashing';

interface NewUser {
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
  /** Registration leaves the address unconfirmed until its link is followed; admin and seed confirm it. */
  emailConfirmed?: boolean;
  /**
   * How the personnummer is proven when the account is made proven at once (the demo seed, the
   * tests' users); left out, it is only claimed (registration, admin), and a proof comes later
   * through `provePersonnummer`.
   */
  proof?: PersonnummerProof;
}

/**
 * Creates a user with memberships (and a patient record, the account's own, holding no health data
 * yet); used by registration, admin and the seed.
 */
export async function createUser(tx: Queryable, input: NewUser): Promise<{ userId: string; patientId: string | null }> {
  const personnummer = normalizePersonnummer(input.personnummer);
  if (!personnummer) throw new AppError(ErrorCode.ValidationFailed, undefined, { Personnummer: [validationMessage('personnummer', 'sv')] });
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [user] = await tx.query<{ id: string }>(
    sql`INSERT INTO users (personnummer, personnummer_proof, personnummer_proven_date, username, email, email_confirmed, first_name, last_name,
                           phone_number, language_id, password_hash, encryption_key)
        VALUES (${personnummer}, ${input.proof ?? null}, ${input.proof ? sql`now()` : null}, ${input.email}, ${input.email}, ${input.emailConfirmed ?? true},
                ${input.firstName}, ${input.lastName}, ${input.phoneNumber ?? null}, ${input.languageId ?? 'sv'}, ${passwordHash},
                ${randomBytes(32).toString('base64')}) RETURNING id`,
  );
  const userId = user!.id;
  for (const m of input.memberships) {
    await tx.query(
      sql`INSERT INTO memberships (user_id, organization_id, group_id, role_id) VALUES (${userId}, ${m.organizationId}, ${m.groupId}, ${m.roleId})`,
    );
  }
  const wantsPatient = input.withPatient ?? input.memberships.some((m) => isPatientRole(m.roleId));
  let patientId: string | null = null;
  if (wantsPatient) {
    const birthyear = Number(personnummer.slice(0, 4));
    const [patient] = await tx.query<{ id: string }>(
      sql`INSERT INTO patients (user_id, gender, model, birthyear, language)
          VALUES (${userId}, ${input.gender ?? 'undefined'}, ${input.gender === 'female' ? 'female' : 'male'}, ${birthyear}, ${input.languageId ?? 'sv'})
          RETURNING id`,
    );
    patientId = patient!.id;
  }
  return { userId, patientId };
}

const USER_SELECT = sql`SELECT u.*, p.id AS patient_id FROM users u LEFT JOIN patients p ON p.user_id = u.id`;

export async function findUserRow(q: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(sql`${USER_SELECT} WHERE u.id = ${userId}`);
  return rows[0] ?? null;
}

export async function findUserByLogin(q: Queryable, login: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    sql`${USER_SELECT} WHERE lower(u.username) = lower(${login}) OR lower(u.email) = lower(${login}) LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function membershipsOf(q: Queryable, userId: string): Promise<MembershipRow[]> {
  return q.query<MembershipRow>(
    sql`SELECT m.organization_id, m.group_id, m.role_id, m.joined_date
          FROM memberships m JOIN groups g ON g.id = m.group_id
         WHERE m.user_id = ${userId} ORDER BY ${MEMBERSHIP_ORDER}`,
  );
}

const personOf = (row: UserRow) => ({ FirstName: row.first_name, LastName: row.last_name, PhoneNumber: row.phone_number });

export async function updateMyUser(deps: Deps, ctx: RequestContext, input: UserUpdate): Promise<User> {
  await deps.db.transaction(async (tx) => {
    const before = await findUserRow(tx, ctx.userId);
    if (!before) throw notFound();
    await updateVersioned(tx, {
      table: 'users',
      id: ctx.userId,
      version: input.Version,
      set: {
        first_name: input.FirstName,
        last_name: input.LastName,
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
      after: { ...auditableUser(after), Changed: changedPersonFields(personOf(before), personOf(after)) },
    });
  });
  return readUser(deps, ctx);
}
