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
import { csvRows, exportedPersonnummer, stockholmDateTime, type Cell } from './csv';
import { groupPromIds, markExported } from './export-log';
import { countRecords, promReportBatch, subjects, symptomReportBatch, type Cursor, type TimeRange } from './records';

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

/** The header of a PROM's CSV: who, which report, when, scores, then one column per question. */
function promHeader(prom: Prom): string[] {
  return [
    'Personnummer',
    'PatientId',
    'PromReportId',
    'LanguageId',
    'CreatedDate',
    'CompletedDate',
    'Score',
    'NormalizedScore',
    ...prom.Questions.map(columnOf),
  ];
}

/** Streams a zip: each entry written whole before the next; the logged participants are marked once the last byte is made. */
function zipStream(write: (zip: Zip, flush: () => Uint8Array[]) => AsyncGenerator<Uint8Array[]>): Readable {
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

interface PromFileSummary {
  Id: string;
  Title: string;
  File: string;
  Rows: number;
  Columns: { Column: string; QuestionId: string; Header: string; Answers: { ExportValue: string | number; Text: string }[] }[];
}

/**
 * The group's PROM export (spec 3 §7): a zip named `organization-group-YYYYMMDD-HHmmss.zip` with
 * one CSV per PROM the group offers (one row per report) and the group's JSON (what was exported,
 * each CSV's columns with their questions and answers). `mapped` writes answers as their text.
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
  async function* write(zip: Zip, flush: () => Uint8Array[]): AsyncGenerator<Uint8Array[]> {
    const exported = new Set<string>();
    const summaries: PromFileSummary[] = [];
    for (const prom of proms) {
      const file = `${base}-${fileNamePart(prom.Id)}.csv`;
      const entry = new ZipDeflate(file, { level: 6 });
      zip.add(entry);
      entry.push(encoder.encode(csvRows([promHeader(prom)], true)));
      let count = 0;
      for await (const rows of batches(cohort, (cursor) => promReportBatch(cohort, reading, prom.Id, range, cursor, EXPORT_BATCH))) {
        const pnr = await personnummerIn(rows);
        const lines = rows.map((r) => {
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
        count += rows.length;
        entry.push(encoder.encode(csvRows(lines, false)));
        yield flush();
      }
      entry.push(new Uint8Array(0), true);
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
      yield flush();
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
    zip.end();
    yield flush();
    if (request.LogExport) await markExported(deps.db, ctx, kind, [...exported]);
  }
  return { fileName: `${base}.zip`, contentType: 'application/zip', body: zipStream(write) };
}

/** A CSV streamed as a text body, with the participants it held marked at the end when logged. */
function csvStream(rows: () => AsyncGenerator<Cell[][]>, onEnd: () => Promise<void>): Readable {
  async function* run(): AsyncGenerator<Buffer> {
    for await (const lines of rows()) yield Buffer.from(csvRows(lines, false));
    await onEnd();
  }
  return Readable.from(run(), { objectMode: false });
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

/** The group's symptom reports as one CSV, one row per symptom of a report (never notes or marks). */
export async function exportSymptomReports(deps: Deps, ctx: RequestContext, request: ExportRequest): Promise<ExportFile> {
  const kind: ExportKind = 'symptomreports';
  const base = await baseName(deps, ctx, new Date());
  const cohort = groupRecords(deps, ctx, 'export');
  const reading = { ctx, kind, unlogged: request.LogExport };
  const range = rangeOf(request);
  const exported = new Set<string>();
  async function* rows(): AsyncGenerator<Cell[][]> {
    yield [SYMPTOM_HEADER];
    const personnummerIn = personnummers(cohort, reading);
    for await (const reports of batches(cohort, (cursor) => symptomReportBatch(cohort, reading, range, cursor, EXPORT_BATCH))) {
      const pnr = await personnummerIn(reports);
      yield reports.flatMap((r) => {
        exported.add(r.patient_id);
        return r.symptoms.map((s) => [
          pnr.get(r.patient_id) ?? '',
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
        ]);
      });
    }
  }
  const body = csvStream(rows, () => (request.LogExport ? markExported(deps.db, ctx, kind, [...exported]) : Promise.resolve()));
  return { fileName: `${base}-symptomreports.csv`, contentType: 'text/csv; charset=utf-8', body: withBom(body) };
}

/** Puts the byte-order mark in front of a CSV stream whose rows were written without one. */
function withBom(body: Readable): Readable {
  async function* run(): AsyncGenerator<Buffer> {
    yield Buffer.from('\uFEFF');
    for await (const chunk of body) yield chunk as Buffer;
  }
  return Readable.from(run(), { objectMode: false });
}

const SUBJECT_HEADER = ['Personnummer', 'PatientId', 'FirstName', 'LastName', 'JoinedDate'];

/** Who the group's participants are: personnummer (digits only), name and the day they joined; each is a View of the patient. */
export async function exportSubjectInformation(deps: Deps, ctx: RequestContext, request: ExportRequest): Promise<ExportFile> {
  const kind: ExportKind = 'subject-information';
  const base = await baseName(deps, ctx, new Date());
  const who = await subjects(groupRecords(deps, ctx, 'export'), ctx, kind, request.LogExport);
  async function* rows(): AsyncGenerator<Cell[][]> {
    yield [SUBJECT_HEADER];
    for (let i = 0; i < who.length; i += EXPORT_BATCH) {
      yield who
        .slice(i, i + EXPORT_BATCH)
        .map((p) => [
          exportedPersonnummer(p.personnummer ?? ''),
          p.patient_id,
          p.first_name,
          p.last_name,
          stockholmDateTime(p.cohort_joined),
        ]);
    }
  }
  const body = csvStream(rows, () =>
    request.LogExport
      ? markExported(
          deps.db,
          ctx,
          kind,
          who.map((p) => p.patient_id),
        )
      : Promise.resolve(),
  );
  return { fileName: `${base}-subject-information.csv`, contentType: 'text/csv; charset=utf-8', body: withBom(body) };
}

/** How many participants and records an export would hold: the web says "no data" instead of giving an empty file. */
export async function countExport(deps: Deps, ctx: RequestContext, kind: ExportKind, request: ExportRequest): Promise<ExportCount> {
  const counted = await countRecords(groupRecords(deps, ctx, 'export'), { ctx, kind, unlogged: request.LogExport }, rangeOf(request));
  return { Participants: counted.participants, Rows: counted.rows };
}
