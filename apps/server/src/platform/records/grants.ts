import { NO_GRANT, type Grant } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { RequestContext } from '../context';
import { flagsOf, participantsSql, type ParticipantRow } from './participants';

/**
 * Tells how a viewer is related to a patient: a share (the shares area), a consenting participant
 * of the viewer's active group. Areas declare their sources; the layer asks all of them in one
 * statement per scope, each source one column of it.
 */
export interface GrantSource {
  name: string;
  /** Which condition of the access table the source serves: a share, or the viewer's group. */
  kind: 'share' | 'groupPatient';
  /** A scalar expression over the viewer and the patient (`patient`, a uuid parameter). */
  column(viewer: RequestContext, patient: Sql): Sql;
  /** What the column's value grants. */
  grant(value: unknown): Partial<Grant>;
  /** Every patient the source relates the viewer to, as rows of `patient_id` (the staff's list of patients). */
  patients(viewer: RequestContext): Sql;
  /**
   * The same patients with what the source opens of their reports: rows of `patient_id`, `since`
   * (null: all of them) and the flags `status_reports`, `symptom_reports`, `prom_reports` (the
   * staff's list by latest activity).
   */
  opens(viewer: RequestContext): Sql;
}

const parsed = <T>(value: unknown): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value ?? null) as T | null));

/** The patient is a consenting participant of the viewer's active group (participants.ts, the one definition). */
export const participantGrant: GrantSource = {
  name: 'participant of the active group',
  kind: 'groupPatient',
  column: (viewer, patient) => sql`SELECT row_to_json(x) FROM (${participantsSql(viewer, patient)}) x`,
  grant(value) {
    const row = parsed<ParticipantRow>(value);
    return row ? { group: { flags: flagsOf(row), since: new Date(row.since) } } : {};
  },
  patients: (viewer) => sql`SELECT patient_id FROM (${participantsSql(viewer)}) x`,
  opens: (viewer) => sql`SELECT patient_id, since, status_reports, symptom_reports, prom_reports FROM (${participantsSql(viewer)}) x`,
};

/** What every source grants the viewer, together: one statement, whatever the number of sources. */
export async function resolveGrant(
  sources: readonly GrantSource[],
  q: Queryable,
  viewer: RequestContext,
  patientId: string,
): Promise<Grant> {
  if (sources.length === 0) return NO_GRANT;
  const patient = sql`${patientId}::uuid`;
  const columns = sources.map((source, i) => sql`(${source.column(viewer, patient)}) AS ${raw(`g${i}`)}`);
  const [row] = await q.query<Row>(sql`SELECT ${join(columns)}`);
  return sources.reduce<Grant>((grant, source, i) => {
    const part = source.grant(row?.[`g${i}`]);
    return { share: part.share ?? grant.share, group: part.group ?? grant.group };
  }, NO_GRANT);
}
