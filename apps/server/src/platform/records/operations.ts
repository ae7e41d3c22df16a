import { TRASH_RETENTION_DAYS, type AuditAction } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { EMPTY, join, raw, sql, type Sql } from '../../db/sql';
import { auditRows } from '../audit';
import { conflict, notFound } from '../errors';
import { limitSql } from '../paging';
import type { RecordScope } from './scope';
import { tableOf, type DeclaredTable, type RecordTable } from './table';

/** A value to write: a parameter, or SQL the area wrote (over the scope's patient, or the row's own columns in an update). */
export type Value = unknown;

/** What a write sets, keyed by the table's columns. */
export type Columns<R extends Row> = { [K in keyof R & string]?: Value };

/** A conditional write the condition refused: nothing was written. */
export const REFUSED: unique symbol = Symbol('refused');
export type Refused = typeof REFUSED;

export interface Paging {
  page: number;
  take: number;
  /** The id of the last record of the page before (keyset): the page starts right after it. */
  after?: string | undefined;
}

const NEWEST_FIRST = raw('ORDER BY created_date DESC, id DESC');

/**
 * One table's records of the scope's patient. Every statement here names the patient, reads only
 * the records the caller may see (`scope.visible`), checks the caller's access first, writes its
 * audit rows in the same statement as the change or the read, and publishes the table's events
 * once the change is committed.
 */
export class TableRecords<R extends Row> {
  private readonly table: DeclaredTable<R>;

  constructor(
    private readonly scope: RecordScope,
    declared: RecordTable<R>,
  ) {
    this.table = tableOf(declared);
  }

  private get t(): Sql {
    return this.table.name;
  }

  /** The column naming the patient: `patient_id`, or `id` in the patients table itself. */
  private get owner(): Sql {
    return raw(this.table.patientColumn ?? 'patient_id');
  }

  /** The records the caller may see of this table, and `where` when given. */
  private mine(where?: Sql): Sql {
    return sql`${this.scope.visible(this.table)}${where ? sql` AND (${where})` : EMPTY}`;
  }

  /** Reads, with a View row for each record served to someone other than the patient, in the same statement. */
  private read(statement: Sql): Promise<R[]> {
    return this.scope.serve<R>(this.table.resourceType, statement);
  }

  /** The audit rows of the records a statement's CTE `w` wrote, with what they keep before and after (SQL over `from`). */
  private audit(action: AuditAction, parts: { from?: string; before?: string; after?: string }): Sql {
    return auditRows({
      actor: this.scope.actor,
      patient: this.scope.patient,
      resourceType: this.table.resourceType,
      action,
      from: raw(parts.from ?? 'w'),
      resourceId: raw('w.id'),
      ...(parts.before ? { before: raw(parts.before) } : {}),
      ...(parts.after ? { after: raw(parts.after) } : {}),
    });
  }

  private publish(kind: 'created' | 'updated' | 'deleted' | 'restored', ids: readonly string[]): void {
    const events = this.table.events;
    if (!events) return;
    const event = kind === 'restored' ? (this.table.trash?.restoredEvent ?? events.created) : events[kind];
    if (!event) return;
    for (const id of ids) this.scope.publish(event as never, { [events.idKey]: id } as never);
  }

  /** The select list, with `also` (what a list leaves out, such as a report's answers). */
  private selected(also?: Sql): Sql {
    return also ? sql`${this.table.select}, ${also}` : this.table.select;
  }

  /** One record; another patient's, an unknown one or one in the trash answers 404. `lock` holds it for the transaction. */
  async get(id: string, options: { lock?: boolean; also?: Sql } = {}): Promise<R> {
    this.scope.require(this.table.area, 'read');
    const [row] = await this.read(
      sql`SELECT ${this.selected(options.also)} FROM ${this.t} WHERE id = ${id} AND ${this.mine()}${options.lock ? raw(' FOR UPDATE') : EMPTY}`,
    );
    if (!row) throw notFound();
    return row;
  }

  /** The patient's records among `ids`, in any order; `withDeleted` also those in the trash. */
  async getMany(ids: readonly string[], options: { withDeleted?: boolean; also?: Sql } = {}): Promise<R[]> {
    this.scope.require(this.table.area, 'read');
    if (ids.length === 0) return [];
    const scoped = this.scope.visible(this.table, { withDeleted: options.withDeleted === true });
    return this.read(sql`SELECT ${this.selected(options.also)} FROM ${this.t} WHERE id = ANY(${[...new Set(ids)]}) AND ${scoped}`);
  }

  /** The patient's records, filtered by `where`, in `order` (newest first when left out). */
  async list(options: { where?: Sql; order?: Sql; limit?: number; also?: Sql } = {}): Promise<R[]> {
    this.scope.require(this.table.area, 'read');
    const limit = options.limit ? limitSql(options.limit) : EMPTY;
    return this.read(
      sql`SELECT ${this.selected(options.also)} FROM ${this.t} WHERE ${this.mine(options.where)} ${options.order ?? NEWEST_FIRST} ${limit}`,
    );
  }

  /**
   * A page, newest first: after a record (keyset, by the table's (patient_id, created_date DESC,
   * id DESC) index, so any depth costs what the first page does) or by number. A cursor that is
   * gone or not the patient's answers 404, and the screen starts over.
   */
  async page(paging: Paging, where?: Sql, also?: Sql): Promise<R[]> {
    this.scope.require(this.table.area, 'read');
    const start = paging.after
      ? sql` AND (created_date, id) < (SELECT c.created_date, c.id FROM ${this.t} c WHERE c.id = ${paging.after} AND c.patient_id = ${this.scope.patient})`
      : EMPTY;
    const skip = !paging.after && paging.page > 0 ? sql`OFFSET ${paging.page * paging.take} ` : EMPTY;
    const rows = await this.read(
      sql`SELECT ${this.selected(also)} FROM ${this.t} WHERE ${this.mine(where)}${start} ${NEWEST_FIRST} ${skip}${limitSql(paging.take)}`,
    );
    if (rows.length === 0 && paging.after) {
      const [cursor] = await this.scope.run(
        sql`SELECT 1 FROM ${this.t} WHERE id = ${paging.after} AND ${this.owner} = ${this.scope.patient}`,
      );
      if (!cursor) throw notFound();
    }
    return rows;
  }

  /** How many records the caller may see, of those `where` keeps (a count serves no record: no View row). */
  async count(where?: Sql): Promise<number> {
    this.scope.require(this.table.area, 'read');
    const [row] = await this.scope.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${this.t} WHERE ${this.mine(where)}`);
    return row!.n;
  }

  /** The INSERT of a record and its Create audit row, in one statement; `when` makes it conditional. */
  private insertSql(values: Columns<R>, when: Sql | undefined, also: Sql | undefined): Sql {
    const names = Object.keys(values);
    return sql`WITH w AS (
            INSERT INTO ${this.t} (patient_id, ${raw(names.join(', '))})
            SELECT ${this.scope.patient}, ${join(names.map((name) => sql`${values[name]}`))}${when ? sql` WHERE ${when}` : EMPTY}
            RETURNING ${this.selected(also)}, ${this.table.audit} AS audit_after
          ), a AS (${this.audit('Create', { after: 'w.audit_after' })})
          SELECT * FROM w`;
  }

  /** Writes a record of the patient and its Create audit row in one statement. */
  async insert(values: Columns<R>, options: { also?: Sql } = {}): Promise<R> {
    this.scope.require(this.table.area, 'write');
    const [row] = await this.scope.run<R>(this.insertSql(values, undefined, options.also));
    this.publish('created', [row!.id as string]);
    return row!;
  }

  /**
   * Writes several records of the patient (the same columns each) and a Create audit row for each,
   * in one statement: for bulk writes such as the demo seed's history.
   */
  async insertMany(rows: readonly Columns<R>[]): Promise<R[]> {
    this.scope.require(this.table.area, 'write');
    if (rows.length === 0) return [];
    const names = Object.keys(rows[0]!);
    const values = join(rows.map((values) => sql`(${this.scope.patient}, ${join(names.map((name) => sql`${values[name]}`))})`));
    const written = await this.scope.run<R>(
      sql`WITH w AS (
            INSERT INTO ${this.t} (patient_id, ${raw(names.join(', '))}) VALUES ${values}
            RETURNING ${this.selected(undefined)}, ${this.table.audit} AS audit_after
          ), a AS (${this.audit('Create', { after: 'w.audit_after' })})
          SELECT * FROM w`,
    );
    this.publish(
      'created',
      written.map((row) => row.id as string),
    );
    return written;
  }

  /** Writes a record only when `when` holds; REFUSED (nothing written) when it does not. */
  async insertWhen(values: Columns<R>, when: Sql, options: { also?: Sql } = {}): Promise<R | Refused> {
    this.scope.require(this.table.area, 'write');
    const [row] = await this.scope.run<R>(this.insertSql(values, when, options.also));
    if (!row) return REFUSED;
    this.publish('created', [row.id as string]);
    return row;
  }

  /** The change of a record with its Version bumped and its Update audit row (before and after), in one statement. */
  private async change(id: string, set: Columns<R>, options: { version?: number; where?: Sql; also?: Sql }) {
    this.scope.require(this.table.area, 'write');
    const assignments = Object.keys(set).map((name) => sql`${raw(name)} = ${set[name]}`);
    const version = options.version === undefined ? EMPTY : sql` AND version = ${options.version}`;
    const where = options.where ? sql` AND (${options.where})` : EMPTY;
    const [row] = await this.scope.run<R & { old_version: number }>(
      sql`WITH old AS (SELECT id, version, ${this.table.audit} AS audit_before FROM ${this.t} WHERE id = ${id} AND ${this.mine()}),
          w AS (
            UPDATE ${this.t} SET ${join([...assignments, raw('version = version + 1'), raw('modified_date = now()')])}
             WHERE id = ${id} AND ${this.mine()}${version}${where}
            RETURNING ${this.selected(options.also)}, ${this.table.audit} AS audit_after
          ), a AS (${this.audit('Update', { from: 'w CROSS JOIN old', before: 'old.audit_before', after: 'w.audit_after' })})
          SELECT w.*, old.version AS old_version FROM old LEFT JOIN w ON true`,
    );
    if (!row) throw notFound();
    if (row.id === null) {
      // Left out by `where`, or changed since the caller loaded it (also by a change that won the race for the row).
      if (options.where && (options.version === undefined || row.old_version === options.version)) return REFUSED;
      throw conflict();
    }
    this.publish('updated', [id]);
    return row as R;
  }

  /**
   * Changes a record, bumps its Version and writes the Update audit row (before and after) in one
   * statement. 404 when it is not the patient's (live) record; with `version`, 409/4003 when the
   * record changed since the caller loaded it.
   */
  async update(id: string, set: Columns<R>, options: { version?: number; also?: Sql } = {}): Promise<R> {
    return (await this.change(id, set, options)) as R;
  }

  /** Changes a record only when `where` holds for it: REFUSED (nothing changed) when it does not. */
  updateWhere(id: string, set: Columns<R>, where: Sql, options: { version?: number; also?: Sql } = {}): Promise<R | Refused> {
    return this.change(id, set, { ...options, where });
  }

  /** Moves a live record into the trash, with a PurgeDate TRASH_RETENTION_DAYS ahead; false when it is not the patient's live record (or `where` leaves it out). */
  async softDelete(id: string, where?: Sql): Promise<boolean> {
    return (await this.softDeleteWhere(where ? sql`id = ${id} AND (${where})` : sql`id = ${id}`)).length > 0;
  }

  /** Moves every live record of the patient that `where` keeps into the trash; answers their ids. */
  async softDeleteWhere(where: Sql): Promise<string[]> {
    this.requireTrash();
    const rows = await this.scope.run<{ id: string }>(
      sql`WITH w AS (
            UPDATE ${this.t} SET deleted_date = now(), purge_date = now() + make_interval(days => ${TRASH_RETENTION_DAYS}), version = version + 1
             WHERE ${this.mine(where)}
            RETURNING id, ${this.table.audit} AS audit_before
          ), a AS (${this.audit('Delete', { before: 'w.audit_before' })})
          SELECT id FROM w`,
    );
    const deleted = rows.map((r) => r.id);
    this.publish('deleted', deleted);
    return deleted;
  }

  /** Brings those of `ids` that are the patient's records in the trash back whole (same id, content, dates); answers their ids. */
  async restore(ids: readonly string[]): Promise<string[]> {
    this.requireTrash();
    const rows = await this.scope.run<{ id: string }>(
      sql`WITH w AS (
            UPDATE ${this.t} SET deleted_date = NULL, purge_date = NULL, version = version + 1
             WHERE id = ANY(${ids}) AND patient_id = ${this.scope.patient} AND deleted_date IS NOT NULL
            RETURNING id, ${this.table.audit} AS audit_after
          ), a AS (${this.audit('Restore', { after: 'w.audit_after' })})
          SELECT id FROM w`,
    );
    const restored = rows.map((r) => r.id);
    this.publish('restored', restored);
    return restored;
  }

  /** Removes for good those of `ids` that are the patient's records in the trash (by the patient, or by the purge job); answers their ids. */
  async purge(ids: readonly string[], action: 'Purge' | 'AutoPurge' = 'Purge'): Promise<string[]> {
    this.requireTrash();
    const extra = (await this.table.trash!.beforePurge?.(this.scope, ids)) ?? new Map();
    const rows = await this.scope.run<{ id: string }>(
      sql`WITH w AS (
            DELETE FROM ${this.t} WHERE id = ANY(${ids}) AND patient_id = ${this.scope.patient} AND deleted_date IS NOT NULL
            RETURNING id, ${this.table.audit} || coalesce(${JSON.stringify(Object.fromEntries(extra))}::jsonb -> id::text, '{}') AS audit_before
          ), a AS (${this.audit(action, { before: 'w.audit_before' })})
          SELECT id FROM w`,
    );
    const purged = rows.map((r) => r.id);
    this.publish('deleted', purged);
    return purged;
  }

  /** Removes a record of a table without a trash, for good; false when it is not the patient's. */
  async delete(id: string): Promise<boolean> {
    this.scope.require(this.table.area, 'write');
    if (this.table.trash) throw new Error(`${this.table.table} deletes into the trash: use softDelete`);
    const rows = await this.scope.run(
      sql`WITH w AS (DELETE FROM ${this.t} WHERE id = ${id} AND ${this.mine()} RETURNING id, ${this.table.audit} AS audit_before),
          a AS (${this.audit('Delete', { before: 'w.audit_before' })})
          SELECT id FROM w`,
    );
    this.publish(
      'deleted',
      rows.map((r) => r.id as string),
    );
    return rows.length > 0;
  }

  /** Every record of the patient in this table, in the trash too, with every column: the person's copy of their data. */
  async everything(): Promise<Row[]> {
    if (this.scope.isOther) throw notFound();
    return this.scope.run(
      sql`SELECT * FROM ${this.t} WHERE ${this.t}.${this.owner} = ${this.scope.patient} ORDER BY ${this.t}.created_date`,
    );
  }

  /**
   * Removes every record of the patient in this table, live and in the trash, for good, each with
   * its Purge audit row: the erasure of an account. Answers how many went.
   */
  async eraseAll(): Promise<number> {
    this.scope.require(this.table.area, 'write');
    const rows = await this.scope.run(
      sql`WITH w AS (DELETE FROM ${this.t} WHERE patient_id = ${this.scope.patient} RETURNING id, ${this.table.audit} AS audit_before),
          a AS (${this.audit('Purge', { before: 'w.audit_before' })})
          SELECT id FROM w`,
    );
    return rows.length;
  }

  private requireTrash(): void {
    this.scope.require(this.table.area, 'write');
    if (!this.table.trash) throw new Error(`${this.table.table} has no trash`);
  }
}
