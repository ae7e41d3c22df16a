import {
  type SymptomPoint,
  type SymptomReport,
  type SymptomReportSymptom,
  type SymptomReportSymptomInput,
  type SymptomType,
} from '@symptoms/domain';
import type { Row } from '../../db/client';
import type { Scope } from '../../platform/records';
import type { SymptomRow } from '../symptoms/mapping';
import { symptomRecords } from '../symptoms/records';
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
interface SymptomReportWithMarks {
  id: string;
  model: 'male' | 'female';
  symptoms: StoredSymptom[];
  points: SymptomPoint[][];
  created_date: Date;
  modified_date: Date;
  version: number;
}

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

/** The patient's symptoms with these ids (any state), by id. */
export async function symptomsById(scope: Scope, ids: readonly string[]): Promise<Map<string, SymptomRow>> {
  const rows = await scope.of(symptomRecords).getMany(ids, { withDeleted: true });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Reports (read with their symptoms and marks) with their symptoms loaded (one more query for all of them). */
export async function withSymptoms(scope: Scope, rows: SymptomReportRow[]): Promise<SymptomReport[]> {
  const symptoms = await symptomsById(
    scope,
    rows.flatMap((r) => r.symptoms.map((s) => s.SymptomId)),
  );
  return rows.map((row) => toSymptomReport({ ...row, points: row.marks.map(decodeMarks) }, symptoms));
}
