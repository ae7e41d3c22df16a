import { maskPersonnummer, type Membership, type PersonnummerProof, type RoleId, type User } from '@symptoms/domain';
import type { Row } from '../db/client';
import { raw, sql } from '../db/sql';
import { isoText } from '../db/timestamps';
import type { Deps } from '../deps';
import type { RequestContext } from './context';
import { notFound } from './errors';
import { ownRecords } from './records';
import { reportCountSql } from './records/statistics';

/**
 * The signed-in user as both services show them (`identity/my/user`, `api/my/views/profile`): the
 * account, its memberships and the patient's report count.
 */

export interface UserRow extends Row {
  id: string;
  /** Null once the account lost its claim to another account's proof. */
  personnummer: string | null;
  personnummer_proof: PersonnummerProof | null;
  personnummer_proven_date: Date | null;
  personnummer_removed_date: Date | null;
  username: string;
  email: string;
  email_confirmed: boolean;
  unconfirmed_email: string | null;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  language_id: 'sv' | 'en';
  opt_out: boolean;
  opt_out_date: Date | null;
  research: boolean;
  password_hash: string | null;
  encryption_key: string;
  twofactor_enabled: boolean;
  twofactor_secret: string | null;
  twofactor_pending_secret: string | null;
  /** The last TOTP time step used: a code of that step or before is refused. */
  twofactor_last_step: number;
  /** Wrong two-factor codes in a row, counted per account (not per session). */
  twofactor_failures: number;
  twofactor_failed_date: Date | null;
  deactivated: boolean;
  deactivated_date: Date | null;
  use_notes: boolean;
  use_proms: boolean;
  use_status: boolean;
  use_symptoms: boolean;
  last_login: Date | null;
  last_activity: Date | null;
  anonymized_date: Date | null;
  version: number;
  patient_id: string | null;
}

export interface MembershipRow extends Row {
  organization_id: string;
  group_id: string;
  role_id: RoleId;
  /** A Date, or its toISOString text when read as JSON. */
  joined_date: Date | string;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toMembership(row: MembershipRow, patientId: string | null): Membership {
  return {
    OrganizationId: row.organization_id,
    GroupId: row.group_id,
    PatientId: patientId,
    RoleId: row.role_id,
    JoinedDate: typeof row.joined_date === 'string' ? row.joined_date : row.joined_date.toISOString(),
  };
}

export function toUser(row: UserRow, memberships: MembershipRow[], reportCount = 0): User {
  return {
    Id: row.id,
    Personnummer: row.personnummer === null ? null : maskPersonnummer(row.personnummer),
    PersonnummerProof: row.personnummer_proof,
    PersonnummerProvenDate: iso(row.personnummer_proven_date),
    PersonnummerRemovedDate: iso(row.personnummer_removed_date),
    LanguageId: row.language_id,
    PatientId: row.patient_id,
    Username: row.username,
    Email: row.email,
    EmailConfirmed: row.email_confirmed,
    UnconfirmedEmail: row.unconfirmed_email,
    FirstName: row.first_name,
    LastName: row.last_name,
    OptOut: row.opt_out,
    OptOutDate: iso(row.opt_out_date),
    PhoneNumber: row.phone_number,
    Research: row.research,
    Roles: [...new Set(memberships.map((m) => m.role_id))],
    ReportCount: reportCount,
    LastActivity: iso(row.last_activity),
    Permissions: [],
    GroupMemberships: memberships.map((m) => toMembership(m, row.patient_id)),
    TwoFactorEnabled: row.twofactor_enabled,
    Version: row.version,
  };
}

/** What identifies a person in their account: an audit row says only which of these changed. */
interface PersonFields {
  FirstName: string;
  LastName: string;
  PhoneNumber: string | null;
}

/** The names of the fields that differ, in a fixed order (an audit row's `Changed`). */
export function changedPersonFields(before: PersonFields, after: PersonFields): (keyof PersonFields)[] {
  return (['FirstName', 'LastName', 'PhoneNumber'] as const).filter((key) => before[key] !== after[key]);
}

/**
 * What an audit row may hold about a user: never a name, address, phone number, the password hash,
 * a key or the personnummer (decisions: "Erasure reaches everything").
 */
export function auditableUser(row: UserRow) {
  return {
    HasPhoneNumber: row.phone_number !== null,
    LanguageId: row.language_id,
    OptOut: row.opt_out,
    Version: row.version,
  };
}

/** Memberships in the order the token and the user list them: the global group first. */
export const MEMBERSHIP_ORDER = raw('g.is_global DESC, m.joined_date, g.name');

/**
 * The user with memberships and report count in one statement (the app reads it on every start):
 * the memberships as [organization, group, role, joined], the joined date already in toISOString's form.
 */
export async function readUser(deps: Deps, ctx: RequestContext): Promise<User> {
  const scope = ctx.patientId ? ownRecords(deps, ctx) : null;
  const statement = sql`SELECT u.*, p.id AS patient_id, ${scope ? reportCountSql(scope, deps.catalog.statistics) : raw('0')} AS report_count,
        (SELECT coalesce(json_agg(json_build_array(m.organization_id, m.group_id, m.role_id, ${isoText('m.joined_date')})
                                  ORDER BY ${MEMBERSHIP_ORDER}), '[]')
           FROM memberships m JOIN groups g ON g.id = m.group_id WHERE m.user_id = u.id) AS membership_list
   FROM users u LEFT JOIN patients p ON p.user_id = u.id WHERE u.id = ${ctx.userId}`;
  type ViewRow = UserRow & { report_count: number; membership_list: [string, string, RoleId, string][] };
  const [row] = scope ? await scope.own<ViewRow>(statement) : await deps.db.query<ViewRow>(statement);
  if (!row) throw notFound();
  const memberships = row.membership_list.map(([organizationId, groupId, roleId, joined]) => ({
    organization_id: organizationId,
    group_id: groupId,
    role_id: roleId,
    joined_date: joined,
  }));
  return toUser(row, memberships, row.report_count);
}
