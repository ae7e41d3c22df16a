import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENCODED_COORDINATE_MAX, ENCODED_SIZE_MAX, type SymptomPoint } from '@symptoms/domain';
import { migrate } from '../../db/migrate';
import { insertPatientRow, migratedUpTo } from '../../test/harness';
import { decodeMarks, encodeMarks } from './marks';

const coordinate = fc.integer({ min: 0, max: ENCODED_COORDINATE_MAX });
const mark = fc.record({ X: coordinate, Y: coordinate, Z: coordinate, Size: fc.integer({ min: 1, max: ENCODED_SIZE_MAX }) });

describe('symptom marks storage', () => {
  it('gives back exactly the marks it stored, whatever their order and distance', () => {
    fc.assert(
      fc.property(fc.array(mark, { minLength: 1, maxLength: 300 }), (marks) => {
        expect(decodeMarks(encodeMarks(marks))).toEqual(marks);
      }),
    );
    const extremes: SymptomPoint[] = [
      { X: 0, Y: ENCODED_COORDINATE_MAX, Z: 0, Size: ENCODED_SIZE_MAX },
      { X: ENCODED_COORDINATE_MAX, Y: 0, Z: ENCODED_COORDINATE_MAX, Size: 1 },
    ];
    expect(decodeMarks(encodeMarks(extremes))).toEqual(extremes);
  });

  it('keeps a stroke small: a few bytes a mark', () => {
    const stroke = Array.from({ length: 200 }, (_, i) => ({ X: 100_000 + i * 7, Y: 101_000 - i * 3, Z: 100_150 + (i % 5), Size: 100 }));
    expect(encodeMarks(stroke).length).toBeLessThanOrEqual(200 * 4 + 8);
  });

  it('refuses a truncated value instead of inventing a mark', () => {
    const bytes = encodeMarks([{ X: 150_000, Y: 1, Z: 2, Size: 100 }]);
    expect(() => decodeMarks(bytes.subarray(0, 1))).toThrow(/truncated/);
  });
});

describe('migration 0011: marks out of the jsonb', () => {
  it('converts every stored report exactly and keeps the rest of each symptom', async () => {
    const { db, drop } = await migratedUpTo('0010_symptoms_trash.sql');
    try {
      const patientId = await insertPatientRow(db);
      const stroke = fc.sample(fc.array(mark, { minLength: 1, maxLength: 50 }), { numRuns: 3, seed: 11 });
      const symptoms = stroke.map((marks, i) => ({
        SymptomId: randomUUID(),
        Type: 'pain',
        Camera: [100_000, 101_000, 112_500],
        Points: marks.map((m) => [m.X, m.Y, m.Z, m.Size]),
        BodyPart: i === 0 ? 'hand' : null,
        Intensity: i + 3,
        Note: i === 1 ? 'Värker' : null,
        Side: i === 0 ? 'left' : null,
      }));
      await db.query(
        `INSERT INTO symptom_reports (patient_id, model, symptoms, symptom_ids, symptom_count) VALUES ($1, 'male', $2::jsonb, $3::uuid[], 3)`,
        [patientId, JSON.stringify(symptoms), symptoms.map((s) => s.SymptomId)],
      );

      await migrate(db);

      const [row] = await db.query<{ symptoms: Record<string, unknown>[]; marks: Uint8Array[] }>(
        'SELECT symptoms, marks FROM symptom_reports',
      );
      expect(row!.marks.map((m) => decodeMarks(m))).toEqual(stroke);
      expect(row!.symptoms).toEqual(symptoms.map(({ Points: _, ...rest }) => rest));
      expect(row!.marks.map((m) => Buffer.from(m))).toEqual(stroke.map((marks) => encodeMarks(marks)));
    } finally {
      await drop();
    }
  });
});
