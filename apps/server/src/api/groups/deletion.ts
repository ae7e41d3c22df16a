import { ErrorCode } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import { AppError } from '../../platform/errors';

/**
 * Deleting groups and organizations (docs/decisions.md, "Deleting a group or an organization"):
 * only an empty unit goes. While anyone is a member (a patient or staff, deactivated or not) or a
 * patient shares with the unit, the answer is 409/4152 and nothing changes. What goes is the unit's
 * own setup; health data is never touched here, and whatever of people still names the unit (a
 * consent to its contract, a share made in it) makes the database refuse, which is the same 4152.
 */

/** SQLSTATE 23503 from PostgreSQL or PGlite: a row elsewhere still names the one being deleted. */
const isStillNamed = (error: unknown) => (error as { code?: string }).code === '23503';

/** Runs the deletion so that a reference the database keeps becomes the unit's 409, with everything rolled back. */
export async function deletingUnit(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isStillNamed(error)) throw new AppError(ErrorCode.UnitNotEmpty);
    throw error;
  }
}

/** 4152 while any membership or share with one of the groups `where` picks (over `g`) exists. */
async function refuseWhilePeople(tx: Queryable, groups: Sql): Promise<void> {
  const [row] = await tx.query<{ held: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM memberships WHERE group_id IN (${groups}))
            OR EXISTS (SELECT 1 FROM shares WHERE share_with_group_id IN (${groups})) AS held`,
  );
  if (row?.held) throw new AppError(ErrorCode.UnitNotEmpty);
}

/**
 * Deletes the groups `groups` (a statement of group ids) with their own setup: news, applications
 * and their tokens, invites, contracts nobody answered; the settings, symptom list, PROM links and
 * study schema go with the group by the database's cascade.
 */
export async function deleteGroups(tx: Queryable, groups: Sql): Promise<void> {
  await refuseWhilePeople(tx, groups);
  await tx.query(sql`DELETE FROM news_items WHERE group_id IN (${groups})`);
  await tx.query(sql`DELETE FROM applications WHERE group_id IN (${groups})`);
  await tx.query(sql`DELETE FROM invites WHERE group_id IN (${groups})`);
  await tx.query(sql`DELETE FROM contract_versions WHERE contract_id IN (SELECT id FROM contracts WHERE group_id IN (${groups}))`);
  await tx.query(sql`DELETE FROM contracts WHERE group_id IN (${groups})`);
  await tx.query(sql`DELETE FROM groups WHERE id IN (${groups})`);
}
