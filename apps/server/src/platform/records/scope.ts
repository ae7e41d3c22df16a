import {
  ErrorCode,
  grantAllows,
  readableSince,
  type AccessAction,
  type Grant,
  type PatientDataArea,
  type RealtimeEventName,
  type RealtimeEvents,
  type RoleId,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { EMPTY, raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { auditRows, type Actor } from '../audit';
import { AppError, notFound } from '../errors';
import { TableRecords } from './operations';
import { tableOf, type RecordTable } from './table';

/**
 * Whose data, read or written by whom: the one way to a patient's records. A scope is the
 * patient's own (the caller is the patient), another's under a grant (the caller is staff), or
 * the system's (jobs, the public PROM request link). Every statement the layer runs names the
 * scope's patient, every write takes its audit rows in the same statement, and every read by
 * someone other than the patient writes its View rows in the same statement as the read.
 *
 * The class stays inside platform/records: areas get a `Scope` from `ownRecords`, `patientRecords`
 * or (jobs, seeds, the public request link) `systemRecords`, never by constructing one.
 */
type Viewer =
  | { kind: 'patient' }
  | { kind: 'other'; role: RoleId; grant: Grant }
  | { kind: 'system' }
  // An admin closing the account of a patient of their units (erase, anonymise): writes only, never a read.
  | { kind: 'closing' };

interface Publication {
  event: RealtimeEventName;
  payload: unknown;
}

/** What `read` serves: each row's `id` (the default), or ids the statement's rows name otherwise (an aggregate). */
export interface ReadOptions<T> {
  served?: (rows: T[]) => string[];
  /** The records in the trash too (the patient's own trash list). */
  withDeleted?: boolean;
  /** The area the read serves, when it is not the table's own (a study task done, read as the study's). */
  as?: PatientDataArea;
}

/** What areas do with a patient's records: everything else of the scope stays inside the layer. */
export interface Scope {
  readonly deps: Deps;
  readonly patientId: string;
  /** The patient's id as a parameter: every statement on the patient's records splices this in. */
  readonly patient: Sql;
  readonly isOther: boolean;
  readonly grant: Grant | null;
  of<R extends Row>(table: RecordTable<R>): TableRecords<R>;
  visible(table: RecordTable, options?: { alias?: string; withDeleted?: boolean; as?: PatientDataArea }): Sql;
  may(area: PatientDataArea, action: AccessAction): boolean;
  require(area: PatientDataArea, action: AccessAction): void;
  read<T extends Row>(table: RecordTable, statement: (rows: Sql) => Sql, options?: ReadOptions<T>): Promise<T[]>;
  write<T extends Row>(area: PatientDataArea, statement: Sql): Promise<T[]>;
  /** The audit rows a `write` takes in its own statement, as this scope's actor on this scope's patient. */
  auditRows(entry: Omit<Parameters<typeof auditRows>[0], 'actor' | 'patient'>): Sql;
  own<T extends Row>(statement: Sql): Promise<T[]>;
  lockPatient(): Promise<void>;
  publish<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void;
  transaction<T>(work: (scope: Scope, tx: Queryable) => Promise<T>): Promise<T>;
}

export class RecordScope implements Scope {
  readonly patient: Sql;

  constructor(
    readonly deps: Deps,
    readonly patientId: string,
    readonly actor: Actor,
    readonly viewer: Viewer,
    /** The database, or the transaction the scope works in. */
    private readonly q: Queryable,
    /** Events waiting for the transaction to commit; null outside a transaction. */
    private readonly pending: Publication[] | null = null,
  ) {
    this.patient = sql`${patientId}::uuid`;
  }

  /** The records of one table, for this patient. */
  of<R extends Row>(table: RecordTable<R>): TableRecords<R> {
    return new TableRecords(this, table);
  }

  /**
   * Whether the caller may do `action` in the patient's `area`. The patient may do anything with
   * their own records (which roles reach them is each route's access rule); anyone else only what
   * their grant allows.
   */
  may(area: PatientDataArea, action: AccessAction): boolean {
    const viewer = this.viewer;
    if (viewer.kind === 'closing') return action === 'write';
    return viewer.kind === 'other' ? grantAllows(viewer.role, viewer.grant, area, action) : true;
  }

  /** Goes on only when the caller may; another's data answers 404 (its existence stays hidden), the wrong role 403. */
  require(area: PatientDataArea, action: AccessAction): void {
    if (this.may(area, action)) return;
    throw this.isOther ? notFound() : new AppError(ErrorCode.Forbidden);
  }

  /** Whether reads are the patient's own (or the system's): only others' reads are audited. */
  get isOther(): boolean {
    return this.viewer.kind === 'other' || this.viewer.kind === 'closing';
  }

  /** The grant the caller reads under (null for the patient and the system). */
  get grant(): Grant | null {
    return this.viewer.kind === 'other' ? this.viewer.grant : null;
  }

  /**
   * The condition over `table` (by its name, or `alias`) that keeps the records this caller may
   * see: the patient's, live unless `withDeleted`, and for a group's reader only those made since
   * the patient joined the group (docs/decisions.md, "Consent gates every read by a group").
   */
  visible(table: RecordTable, options: { alias?: string; withDeleted?: boolean; as?: PatientDataArea } = {}): Sql {
    const spec = tableOf(table);
    const t = raw(options.alias ?? spec.table);
    const owner = raw(spec.patientColumn ?? 'patient_id');
    const live = spec.trash && !options.withDeleted ? sql` AND ${t}.deleted_date IS NULL` : EMPTY;
    const viewer = this.viewer;
    const since = viewer.kind === 'other' ? readableSince(viewer.role, viewer.grant, options.as ?? spec.area) : null;
    const joined = since ? sql`${since}::timestamptz` : null;
    const recent =
      joined && spec.patientColumn !== 'id' ? sql` AND ${spec.since ? spec.since(t, joined) : sql`${t}.created_date >= ${joined}`}` : EMPTY;
    return sql`${t}.${owner} = ${this.patient}${live}${recent}`;
  }

  /**
   * A read of an area's own (records.ts files) over the patient's records of `table`: `rows` is
   * those records this caller may see (`visible`), to use as a table in FROM. Checks the caller
   * may read the table's area, runs the statement, and writes a View row for each record served
   * (each row's `id`, or `options.served`) before it answers; for another's reader in the same
   * statement as the read.
   */
  async read<T extends Row>(table: RecordTable, statement: (rows: Sql) => Sql, options: ReadOptions<T> = {}): Promise<T[]> {
    const spec = tableOf(table);
    this.require(options.as ?? spec.area, 'read');
    const rows = sql`(SELECT * FROM ${raw(spec.table)} WHERE ${this.visible(table, { withDeleted: options.withDeleted, as: options.as })})`;
    const built = statement(rows);
    if (options.served) {
      const found = await this.run<T>(built);
      await this.served(spec.resourceType, options.served(found));
      return found;
    }
    return this.serve<T>(spec.resourceType, built);
  }

  /**
   * A write of an area's own (records.ts files) that the layer's operations do not cover: it must
   * name the scope's patient and write its own audit rows (`auditRows`) in the same statement.
   */
  write<T extends Row>(area: PatientDataArea, statement: Sql): Promise<T[]> {
    this.require(area, 'write');
    return this.run<T>(statement);
  }

  auditRows(entry: Omit<Parameters<typeof auditRows>[0], 'actor' | 'patient'>): Sql {
    return auditRows({ ...entry, actor: this.actor, patient: this.patient });
  }

  /**
   * A statement only the patient or the system runs on the patient's own records, inside one of
   * their writes: the checks a save makes before it writes, a lock. Never someone else's read.
   */
  own<T extends Row>(statement: Sql): Promise<T[]> {
    if (this.isOther) throw notFound();
    return this.run<T>(statement);
  }

  /** Runs a statement that names the scope's patient (the layer's own statements come here). */
  async run<T extends Row>(statement: Sql): Promise<T[]> {
    if (!statement.contains(this.patient)) throw new Error('A statement on patient records must name the scope’s patient (scope.patient).');
    return this.q.query<T>(statement);
  }

  /**
   * Runs a read and, for someone other than the patient, writes a View audit row for every row it
   * serves (by `id`) in the same statement: the View rows cannot be left out, nor outlive a failed read.
   */
  async serve<T extends Row>(resourceType: string, statement: Sql): Promise<T[]> {
    if (!this.isOther) return this.run<T>(statement);
    return this.run<T>(
      sql`WITH served AS (${statement}),
          viewed AS (${auditRows({ actor: this.actor, patient: this.patient, resourceType, action: 'View', from: raw('served'), resourceId: raw('served.id') })})
          SELECT * FROM served`,
    );
  }

  /**
   * Writes a View audit row for each record read by someone other than the patient, before the
   * read is answered: for reads whose rows are not one per record (an aggregate, a calendar month).
   */
  async served(resourceType: string, ids: readonly string[]): Promise<void> {
    if (!this.isOther || ids.length === 0) return;
    await this.q.query(
      auditRows({
        actor: this.actor,
        patient: this.patient,
        resourceType,
        action: 'View',
        from: sql`unnest(${[...new Set(ids)]}::text[]) AS served(id)`,
        resourceId: sql`served.id`,
      }),
    );
  }

  /** Holds the patient's row until the transaction ends: the patient's other saves that check the same rules (unique names, limits) wait. */
  async lockPatient(): Promise<void> {
    await this.run(sql`SELECT 1 FROM patients WHERE id = ${this.patient} FOR UPDATE`);
  }

  /** Publishes an event to the patient's room, once the transaction (if any) has committed. */
  publish<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void {
    if (this.pending) this.pending.push({ event, payload });
    else this.deps.realtime.toPatient(this.patientId, event, payload);
  }

  /**
   * Runs `work` in one transaction; its events go out after the commit, none after a rollback.
   * `tx` is that transaction, for the work's statements on tables that are not patient records
   * (the account, its sessions): the architecture test keeps patient tables out of them.
   */
  async transaction<T>(work: (scope: Scope, tx: Queryable) => Promise<T>): Promise<T> {
    if (this.pending) return work(this, this.q);
    let inner: RecordScope | undefined;
    const result = await this.deps.db.transaction((tx) =>
      work((inner = new RecordScope(this.deps, this.patientId, this.actor, this.viewer, tx, [])), tx),
    );
    inner?.flush();
    return result;
  }

  /** Publishes the events a transaction kept back; call it once the transaction has committed. */
  flush(): void {
    for (const p of this.pending?.splice(0) ?? []) this.deps.realtime.toPatient(this.patientId, p.event, p.payload as never);
  }
}

/** The layer's own view of a scope an area handed back (history, calendar, trash, erasure live in the layer). */
export function internal(scope: Scope): RecordScope {
  if (!(scope instanceof RecordScope)) throw new Error('Not a scope of the records layer');
  return scope;
}
