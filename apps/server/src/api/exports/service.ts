import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  exportStamp,
  fileNamePart,
  fromStockholmWallMs,
  type AnsweredQuestion,
  type ExportCount,
  type ExportKind,
  type ExportRequest,
  type Prom,
  type Question,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { groupRecords, type GroupRecords } from '../../platform/records';
import { loadProm } from '../proms/catalog';
import { CODEBOOK_HEADER, fixedColumns, promColumns } from './codebook';
import { csvRows, exportedPersonnummer, stockholmDateTime, type Cell } from './csv';
import { groupPromIds, markExported } from './export-log';
import { countRecords, noteBatch, promReportBatch, subjects, symptomReportBatch, type Cursor, type TimeRange } from './records';

interface Reading {
  ctx: RequestContext;
  kind: ExportKind;
  unlogged: boolean;
}

/** Records read per statement: big enough for throughput, small enough that memory stays flat. */
export const EXPORT_BATCH = 1000;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const encoder = new TextEncoder();

/** The request's days (Stockholm) as a half-open time range. */
function rangeOf(request: ExportRequest): TimeRange {
  const dayStart = (day: string) => new Date(fromStockholmWallMs(Date.parse(`${day}T00:00:00Z`)));
  const nextDay = (day: string) => new Date(fromStockholmWallMs(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
  return { from: request.From ? dayStart(request.From) : null, to: request.To ? nextDay(request.To) : null };
}

/** `organization-group-YYYYMMDD-HHmmss`: the name every file of one export starts with. */
async function baseName(deps: Deps, ctx: RequestContext, now: Date): Promise<string> {
  const [row] = await deps.db.query<{ organization: string; grp: string }>(
    sql`SELECT o.name AS organization, coalesce(g.display_name, g.name) AS grp
          FROM groups g JOIN organizations o ON o.id = g.organization_id WHERE g.id = ${ctx.groupId}`,
  );
  return `${fileNamePart(row?.organization ?? ctx.organizationId)}-${fileNamePart(row?.grp ?? ctx.groupId)}-${exportStamp(now)}`;
}

/**
 * Reads each participant's records in batches, one participant a statement (records.ts, `within`),
 * participants by id descending, each one's records oldest first, until their short batch.
 */
async function* batches<R extends { id: string; created_key: string }>(
  cohort: GroupRecords,
  read: (cursor: Cursor) => Promise<R[]>,
): AsyncGenerator<R[]> {
  const participants = (await cohort.participants()).map((p) => p.patient_id).reverse();
  for (const patient of participants) {
    let cursor: Cursor = { patient, after: null };
    for (;;) {
      const rows = await read(cursor);
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH) break;
      const last = rows[rows.length - 1]!;
      cursor = { patient, after: { created: last.created_key, id: last.id } };
    }
  }
}

/**
 * The personnummer of each participant a batch names, as the export writes it: read (and audited
 * as a View of the patient) once, when the participant's first record is exported.
 */
function personnummers(cohort: GroupRecords, reading: Reading) {
  const known = new Map<string, string>();
  return async (rows: readonly { patient_id: string }[]): Promise<Map<string, string>> => {
    const unknown = [...new Set(rows.map((r) => r.patient_id))].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      for (const p of await subjects(cohort, reading.ctx, reading.kind, reading.unlogged, unknown)) {
        known.set(p.patient_id, exportedPersonnummer(p.personnummer ?? ''));
      }
    }
    return known;
  };
}

/** The cell of one question in a report: its answer's ExportValue (mapped: its text), several joined by `|`, or the value typed. */
function answerCell(question: Question, entry: AnsweredQuestion | undefined, mapped: boolean): Cell {
  if (!entry || entry.NotApplicable) return '';
  const show = (id: string): Cell => {
    const answer = question.Answers.find((a) => a.Id === id);
    if (!answer) return id;
    return mapped ? answer.Text : answer.ExportValue;
  };
  if (question.AnswerType === 'multi') return (entry.AnswerIds ?? []).map((id) => show(id)).join('|');
  if (question.AnswerType === 'answer') return entry.AnswerId ? show(entry.AnswerId) : '';
  return entry.Value ?? '';
}

const columnOf = (q: Question) => q.ExportKey || q.Id;

/** The columns of a PROM's CSV before its questions: who, which report, when, scores. */
const PROM_FIXED = ['Personnummer', 'PatientId', 'PromReportId', 'LanguageId', 'CreatedDate', 'CompletedDate', 'Score', 'NormalizedScore'];

type Flush = () => Uint8Array[];

/** Streams a zip: each entry written whole before the next; the logged participants are marked once the last byte is made. */
function zipStream(write: (zip: Zip, flush: Flush) => AsyncGenerator<Uint8Array[]>): Readable {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  const flush = () => {
    if (failure) throw failure;
    return chunks.splice(0);
  };
  async function* run(): AsyncGenerator<Uint8Array> {
    for await (const out of write(zip, flush)) for (const chunk of out) yield chunk;
  }
  return Readable.from(run(), { objectMode: false });
}

/** One CSV entry of a zip, written whole: a byte-order mark and its header, then each batch of rows as it is read. Answers how many rows. */
async function* csvEntry(
  zip: Zip,
  flush: Flush,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<Cell[][]>,
): AsyncGenerator<Uint8Array[], number> {
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  entry.push(encoder.encode(csvRows([header], true)));
  let count = 0;
  for await (const lines of rows) {
    count += lines.length;
    entry.push(encoder.encode(csvRows(lines, false)));
    yield flush();
  }
  entry.push(new Uint8Array(0), true);
  yield flush();
  return count;
}

async function* listed(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  yield rows;
}

/** The export's codebook, the zip's last CSV (codebook.ts). */
function codebookEntry(zip: Zip, flush: Flush, base: string, rows: Cell[][]) {
  return csvEntry(zip, flush, `${base}-kodbok.csv`, CODEBOOK_HEADER, listed(rows));
}

interface PromFileSummary {
  Id: string;
  Title: string;
  File: string;
  Rows: number;
  Columns: { Column: string; QuestionId: string; Header: string; Answers: { ExportValue: string | number; Text: string }[] }[];
}

/**
 * The group's PROM export (spec 3 §7): a zip named `organization-group-YYYYMMDD-HHmmss.zip` with
 * one CSV per PROM the group offers (one row per report), the group's JSON (what was exported,
 * each CSV's columns with their questions and answers) and the codebook. `mapped` writes answers
 * as their text.
 */
export async function exportPromReports(deps: Deps, ctx: RequestContext, request: ExportRequest, mapped: boolean): Promise<ExportFile> {
  const kind: ExportKind = mapped ? 'promreports-mapped' : 'promreports';
  const now = new Date();
  const base = await baseName(deps, ctx, now);
  const cohort = groupRecords(deps, ctx, 'export');
  const reading = { ctx, kind, unlogged: request.LogExport };
  const personnummerIn = personnummers(cohort, reading);
  const proms = (await Promise.all((await groupPromIds(deps.db, ctx)).map((id) => loadProm(deps, id, ctx.language)))).filter(
    (p): p is Prom => p !== undefined,
  );
  const range = rangeOf(request);
  const exported = new Set<string>();
  async function* reportRows(prom: Prom): AsyncGenerator<Cell[][]> {
    for await (const rows of batches(cohort, (cursor) => promReportBatch(cohort, reading, prom.Id, range, cursor, EXPORT_BATCH))) {
      const pnr = await personnummerIn(rows);
      yield rows.map((r) => {
        const answers = (r.answers ?? []) as AnsweredQuestion[];
        const byQuestion = new Map(answers.map((a) => [a.QuestionId, a]));
        exported.add(r.patient_id);
        return [
          pnr.get(r.patient_id) ?? '',
          r.patient_id,
          r.id,
          r.language_id,
          stockholmDateTime(r.created_date),
          stockholmDateTime(r.completed_date),
          r.score,
          r.normalized_score,
          ...prom.Questions.map((q) => answerCell(q, byQuestion.get(q.Id), mapped)),
        ];
      });
    }
  }
  async function* write(zip: Zip, flush: Flush): AsyncGenerator<Uint8Array[]> {
    const summaries: PromFileSummary[] = [];
    const codebook: Cell[][] = [];
    for (const prom of proms) {
      const file = `${base}-${fileNamePart(prom.Id)}.csv`;
      const count = yield* csvEntry(zip, flush, file, [...PROM_FIXED, ...prom.Questions.map(columnOf)], reportRows(prom));
      const [sv, en] = await Promise.all([loadProm(deps, prom.Id, 'sv'), loadProm(deps, prom.Id, 'en')]);
      codebook.push(...promColumns(file, PROM_FIXED, prom, { sv: sv ?? prom, en: en ?? prom }, columnOf, mapped));
      summaries.push({
        Id: prom.Id,
        Title: prom.Title,
        File: file,
        Rows: count,
        Columns: prom.Questions.map((q) => ({
          Column: columnOf(q),
          QuestionId: q.Id,
          Header: q.Header,
          Answers: q.Answers.map((a) => ({ ExportValue: a.ExportValue, Text: a.Text })),
        })),
      });
    }
    const manifest = new ZipDeflate(`${base}.json`, { level: 6 });
    zip.add(manifest);
    const group = {
      OrganizationId: ctx.organizationId,
      GroupId: ctx.groupId,
      ExportedDate: now.toISOString(),
      Kind: kind,
      From: request.From ?? null,
      To: request.To ?? null,
      LogExport: request.LogExport,
      Participants: exported.size,
      Proms: summaries,
    };
    manifest.push(encoder.encode(JSON.stringify(group, null, 2)), true);
    yield* codebookEntry(zip, flush, base, codebook);
    zip.end();
    yield flush();
    if (request.LogExport) await markExported(deps.db, ctx, kind, [...exported]);
  }
  return { fileName: `${base}.zip`, contentType: 'application/zip', body: zipStream(write) };
}

/**
 * An export of one CSV: a zip `organization-group-YYYYMMDD-HHmmss-<kind>.zip` holding it and its
 * codebook; when logged, the participants it held are marked once the whole file is made.
 */
function oneCsvExport(
  deps: Deps,
  ctx: RequestContext,
  request: ExportRequest,
  base: string,
  kind: ExportKind,
  header: readonly string[],
  rows: (exported: Set<string>) => AsyncIterable<Cell[][]>,
): ExportFile {
  const name = `${base}-${kind}`;
  async function* write(zip: Zip, flush: Flush): AsyncGenerator<Uint8Array[]> {
    const exported = new Set<string>();
    yield* csvEntry(zip, flush, `${name}.csv`, header, rows(exported));
    yield* codebookEntry(zip, flush, base, fixedColumns(`${name}.csv`, header));
    zip.end();
    yield flush();
    if (request.LogExport) await markExported(deps.db, ctx, kind, [...exported]);
  }
  return { fileName: `${name}.zip`, contentType: 'application/zip', body: zipStream(write) };
}

const SYMPTOM_HEADER = [
  'Personnummer',
  'PatientId',
  'SymptomReportId',
  'CreatedDate',
  'Model',
  'SymptomId',
  'Symptom',
  'Type',
  'BodyPart',
  'Side',
  'Intensity',
];

/**
 * A cohort export of one record table, read batch by batch (one participant a statement), each
 * record giving its rows after the participant's personnummer.
 */
async function recordsExport<R extends { id: string; created_key: string; patient_id: string }>(
  deps: Deps,
  ctx: RequestContext,
  request: ExportRequest,
  kind: ExportKind,
  header: readonly string[],
  batch: (cohort: GroupRecords, reading: Reading, range: TimeRange, cursor: Cursor) => Promise<R[]>,
  rowsOf: (record: R, personnummer: string) => Cell[][],
): Promise<ExportFile> {
  const base = await baseName(deps, ctx, new Date());
  const cohort = groupRecords(deps, ctx, 'export');
  const reading = { ctx, kind, unlogged: request.LogExport };
  const range = rangeOf(request);
  async function* rows(exported: Set<string>): AsyncGenerator<Cell[][]> {
    const personnummerIn = personnummers(cohort, reading);
    for await (const records of batches(cohort, (cursor) => batch(cohort, reading, range, cursor))) {
      const pnr = await personnummerIn(records);
      yield records.flatMap((record) => {
        exported.add(record.patient_id);
        return rowsOf(record, pnr.get(record.patient_id) ?? '');
      });
    }
  }
  return oneCsvExport(deps, ctx, request, base, kind, header, rows);
}

/** The group's symptom reports, one row per symptom of a report (never notes or marks). */
export const exportSymptomReports = (deps: Deps, ctx: RequestContext, request: ExportRequest): Promise<ExportFile> =>
  recordsExport(
    deps,
    ctx,
    request,
    'symptomreports',
    SYMPTOM_HEADER,
    (cohort, reading, range, cursor) => symptomReportBatch(cohort, reading, range, cursor, EXPORT_BATCH),
    (r, personnummer) =>
      r.symptoms.map((s) => [
        personnummer,
        r.patient_id,
        r.id,
        stockholmDateTime(r.created_date),
        r.model,
        s.SymptomId,
        s.Name,
        s.Type,
        s.BodyPart,
        s.Side,
        s.Intensity,
      ]),
  );

const NOTE_HEADER = ['Personnummer', 'PatientId', 'NoteId', 'CreatedDate', 'ModifiedDate', 'Text'];

/**
 * The group's notes (spec 3 §7 admin/notes/export), one row per live note: only of participants
 * whose consented contracts name notes (the cohort opens no one else's), each batch a View of Note.
 */
export const exportNotes = (deps: Deps, ctx: RequestContext, request: ExportRequest): Promise<ExportFile> =>
  recordsExport(
    deps,
    ctx,
    request,
    'notes',
    NOTE_HEADER,
    (cohort, reading, range, cursor) => noteBatch(cohort, reading, range, cursor, EXPORT_BATCH),
    (n, personnummer) => [
      [personnummer, n.patient_id, n.id, stockholmDateTime(n.created_date), stockholmDateTime(n.modified_date), n.content],
    ],
  );

const SUBJECT_HEADER = ['Personnummer', 'PatientId', 'FirstName', 'LastName', 'JoinedDate'];

/** Who the group's participants are: personnummer (digits only), name and the day they joined; each is a View of the patient. */
export async function exportSubjectInformation(deps: Deps, ctx: RequestContext, request: ExportRequest): Promise<ExportFile> {
  const kind: ExportKind = 'subject-information';
  const base = await baseName(deps, ctx, new Date());
  const who = await subjects(groupRecords(deps, ctx, 'export'), ctx, kind, request.LogExport);
  async function* rows(exported: Set<string>): AsyncGenerator<Cell[][]> {
    for (let i = 0; i < who.length; i += EXPORT_BATCH) {
      yield who.slice(i, i + EXPORT_BATCH).map((p) => {
        exported.add(p.patient_id);
        return [exportedPersonnummer(p.personnummer ?? ''), p.patient_id, p.first_name, p.last_name, stockholmDateTime(p.cohort_joined)];
      });
    }
  }
  return oneCsvExport(deps, ctx, request, base, kind, SUBJECT_HEADER, rows);
}

/** How many participants and records an export would hold: the web says "no data" instead of giving an empty file. */
export async function countExport(deps: Deps, ctx: RequestContext, kind: ExportKind, request: ExportRequest): Promise<ExportCount> {
  const counted = await countRecords(groupRecords(deps, ctx, 'export'), { ctx, kind, unlogged: request.LogExport }, rangeOf(request));
  return { Participants: counted.participants, Rows: counted.rows };
}
