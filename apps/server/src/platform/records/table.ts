import type { z } from 'zod';
import type { CalendarKind, HistoryResourceType, IdEvent, PatientDataArea, TrashResourceType } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { Scope } from './scope';

/**
 * A patient table, declared once by its area: what the records layer needs to read and write it
 * for one patient, and which of the patient's cross-area views (trash, history, calendar,
 * statistics) it takes part in. The layer writes every statement on it: the patient scope, the
 * audit row and the events come from here, never from a service.
 *
 * Convention of every patient table: `id` uuid, `patient_id`, `created_date`, `modified_date`,
 * `version`. SQL expressions in a declaration name the table's columns without an alias (or by the
 * table's name), so they hold in a SELECT, an INSERT's or UPDATE's RETURNING and a DELETE's alike.
 */
export interface RecordTableSpec<R extends Row, K extends string> {
  /** The area of the access table whose rules the records follow. */
  area: PatientDataArea;
  /** The name audit rows, the trash and the history give these records. */
  resourceType: string;
  table: string;
  /** The column that names the patient: `patient_id`, or `id` for the patients table itself (which the layer never inserts into). */
  patientColumn?: 'patient_id' | 'id';
  /** What a read brings back: column names, and expressions under a name. */
  columns: readonly string[];
  computed?: Readonly<Record<string, Sql>>;
  /** What an audit row keeps of a record: a jsonb expression over its row, never free text or answers. */
  audit: Sql;
  /** The realtime events of a created, changed and removed record, whose payload is `{ [idKey]: id }`. */
  events?: { idKey: K; created?: IdEvent<K>; updated?: IdEvent<K>; deleted?: IdEvent<K> };
  /**
   * When a record counts as made since the patient joined a group (what the group may read of it),
   * over the table's name or alias: its `created_date` unless told (a symptom: also when a report
   * made since marks it).
   */
  since?: (table: Sql, since: Sql) => Sql;
  /** Whether a delete moves records into the trash (`deleted_date`, `purge_date`, `research`): only live records are read and changed. */
  trash?: TrashPart<R>;
  history?: HistoryPart<R>;
  calendar?: CalendarPart;
  /** The dashboard statistic and the user's report count these records make. */
  statistic?: 'PromReports' | 'StatusReports' | 'SymptomReports';
}

export interface TrashPart<R extends Row> {
  resourceType: TrashResourceType;
  /** How the trash names an item (spec 1 §3: a count for reports, the beginning of a note). */
  describe(row: R): string;
  /** Event of a restored record; `events.created` when left out. */
  restoredEvent?: string;
  /**
   * Runs in the purge's transaction before the records go: what else goes with them (a symptom's
   * entries in reports). Answers, per purged id, what its audit row adds.
   */
  beforePurge?(scope: Scope, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>>;
}

export interface HistoryPart<R extends Row> {
  resourceType: HistoryResourceType;
  /** Columns the items need beyond the table's own (read for the history only: a report's marks). */
  also?: readonly string[];
  /** What the history embeds of an item; the history writes it by this schema. */
  schema: z.ZodType;
  /** The items of these rows (read with `columns`), in their order; may read more. */
  items(scope: Scope, rows: R[]): Promise<unknown[]> | unknown[];
}

export interface CalendarPart {
  kind: CalendarKind;
  /** The day list's title of an item: a text expression over the row. */
  title: Sql;
}

/** A declared patient table, as areas hold it: its SQL forms are the layer's own (`tableOf`). */
export type RecordTable<R extends Row = Row, K extends string = string> = RecordTableSpec<R, K>;

/** A table as the layer works it: the declaration with its name and select list as SQL. */
export interface DeclaredTable<R extends Row = Row> extends RecordTableSpec<R, string> {
  /** `columns` and `computed` as a select list. */
  readonly select: Sql;
  readonly name: Sql;
}

const declared = new WeakMap<RecordTableSpec<Row, string>, DeclaredTable<Row>>();

export function defineRecords<R extends Row, K extends string = string>(spec: RecordTableSpec<R, K>): RecordTable<R, K> {
  const computed = Object.entries(spec.computed ?? {}).map(([name, expression]) => sql`${expression} AS ${raw(name)}`);
  const table: DeclaredTable<Row> = {
    ...(spec as RecordTableSpec<Row, string>),
    select: join([raw(spec.columns.join(', ')), ...computed]),
    name: raw(spec.table),
  };
  declared.set(spec as never, table);
  declared.set(table, table);
  return spec;
}

/** The layer's view of a declared table (platform/records only). */
export function tableOf<R extends Row>(table: RecordTable<R>): DeclaredTable<R> {
  const found = declared.get(table as never);
  if (!found) throw new Error(`${table.table} was not declared with defineRecords`);
  return found as unknown as DeclaredTable<R>;
}
