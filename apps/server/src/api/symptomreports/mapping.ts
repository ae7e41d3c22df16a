import {
  SymptomReportEvents,
  type SymptomPoint,
  type SymptomReport,
  type SymptomReportSymptom,
  type SymptomReportSymptomInput,
  type SymptomType,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { tableTrashable, type TrashRow } from '../../platform/trash';
import { symptomsById, type SymptomRow } from '../symptoms/mapping';
import { decodeMarks } from './marks';

/**
 * A report symptom as stored in `symptom_reports.symptoms` (coordinates are the transport
 * integers); its marks are the bytea at the same place in `marks` (marks.ts).
 */
export interface StoredSymptom {
  SymptomId: string;
  Type: SymptomType;
  Camera: [number, number, number];
  BodyPart: SymptomReportSymptom['BodyPart'];
  Intensity: number;
  Note: string | null;
  Side: SymptomReportSymptom['PatientModelChosenSide'];
}

export interface SymptomReportRow extends Row {
  id: string;
  patient_id: string;
  model: 'male' | 'female';
  symptoms: StoredSymptom[];
  marks: Uint8Array[];
  symptom_ids: string[];
  symptom_count: number;
  created_date: Date;
  modified_date: Date;
  version: number;
}

/** A report with each symptom's marks decoded (a read) or as sent (a save), in the order of `symptoms`. */
export interface SymptomReportWithMarks {
  id: string;
  model: 'male' | 'female';
  symptoms: StoredSymptom[];
  points: SymptomPoint[][];
  created_date: Date;
  modified_date: Date;
  version: number;
}

/** Every column but the symptoms and their marks: what a save reads back after writing them. */
export const SYMPTOM_REPORT_WRITTEN_COLUMNS = 'id, patient_id, model, symptom_ids, symptom_count, created_date, modified_date, version';
export const SYMPTOM_REPORT_COLUMNS = `${SYMPTOM_REPORT_WRITTEN_COLUMNS}, symptoms, marks`;
export type SymptomReportWrittenRow = Row &
  Pick<SymptomReportRow, 'id' | 'patient_id' | 'model' | 'symptom_ids' | 'symptom_count' | 'created_date' | 'modified_date' | 'version'>;

export function storedSymptom(input: SymptomReportSymptomInput, symptomId: string): StoredSymptom {
  return {
    SymptomId: symptomId,
    Type: input.Type,
    Camera: [input.CameraPosition.X, input.CameraPosition.Y, input.CameraPosition.Z],
    BodyPart: input.BodyPart,
    Intensity: input.Intensity,
    Note: input.Note,
    Side: input.PatientModelChosenSide,
  };
}

export function toSymptomReport(row: SymptomReportWithMarks, symptoms: Map<string, SymptomRow>): SymptomReport {
  const created = row.created_date.toISOString();
  return {
    Id: row.id,
    Model: row.model,
    CreatedDate: created,
    ModifiedDate: row.modified_date.toISOString(),
    Version: row.version,
    Symptoms: row.symptoms.flatMap((s, i): SymptomReportSymptom[] => {
      const symptom = symptoms.get(s.SymptomId);
      if (!symptom) return [];
      const points = row.points[i]!;
      const main = points[0]!;
      return [
        {
          SymptomId: s.SymptomId,
          Symptom: {
            Id: symptom.id,
            Name: symptom.name,
            Description: symptom.description,
            Type: symptom.type,
            CreatedDate: symptom.created_date.toISOString(),
            CreatedByPatient: true,
          },
          SymptomReportId: row.id,
          Type: s.Type,
          PosX: main.X,
          PosY: main.Y,
          PosZ: main.Z,
          Size: main.Size,
          CameraPosition: { X: s.Camera[0], Y: s.Camera[1], Z: s.Camera[2] },
          SymptomPoints: points,
          BodyPart: s.BodyPart,
          Intensity: s.Intensity,
          Note: s.Note,
          PatientModelChosenSide: s.Side,
          CreatedDate: created,
          ClosedDate: symptom.closed_date ? symptom.closed_date.toISOString() : null,
          IsClosed: symptom.closed_date !== null,
          Version: row.version,
        },
      ];
    }),
  };
}

/** Reports with their symptoms loaded (one more query for all of them). */
export async function withSymptoms(q: Queryable, patientId: string, rows: SymptomReportRow[]): Promise<SymptomReport[]> {
  const symptoms = await symptomsById(
    q,
    patientId,
    rows.flatMap((r) => r.symptoms.map((s) => s.SymptomId)),
  );
  return rows.map((row) => toSymptomReport({ ...row, points: row.marks.map(decodeMarks) }, symptoms));
}

/** What audit rows keep of a report: identity, version, model, the symptom ids and dates, never notes or marks. */
export function auditableSymptomReport(
  row: Pick<SymptomReportRow, 'id' | 'version' | 'model' | 'symptom_ids' | 'created_date' | 'modified_date'>,
) {
  return { ...auditableNewSymptomReport(row), CreatedDate: row.created_date.toISOString(), ModifiedDate: row.modified_date.toISOString() };
}

/** The same of a report being written, before its dates exist (the database adds them). */
export function auditableNewSymptomReport(row: Pick<SymptomReportRow, 'id' | 'version' | 'model' | 'symptom_ids'>) {
  return { Id: row.id, Version: row.version, Model: row.model, SymptomIds: row.symptom_ids };
}

/** Symptom reports in the trash, described by their number of symptoms. */
export const symptomReportTrash = tableTrashable<SymptomReportRow & TrashRow>({
  resourceType: 'SymptomReport',
  table: 'symptom_reports',
  events: { restored: SymptomReportEvents.created, deleted: SymptomReportEvents.deleted },
  eventIdKey: 'SymptomReportId',
  columns: ['model', 'symptom_ids', 'symptom_count', 'created_date', 'modified_date', 'version'],
  describe: (row) => String(row.symptom_count),
  snapshot: (row) => auditableSymptomReport(row),
});
