import { describe, expect, it } from 'vitest';
import type { SymptomReport } from '@symptoms/domain';
import { playbackFrames } from './figure-frames';

const point = { X: 100_000, Y: 101_000, Z: 100_000, Size: 100 };

function report(id: string, created: string, symptoms: [string, number][]): SymptomReport {
  return {
    Id: id,
    PatientId: '00000000-0000-4000-8000-000000000001',
    Model: 'male',
    CreatedDate: created,
    ModifiedDate: created,
    Version: 0,
    Symptoms: symptoms.map(([symptomId, intensity]) => ({
      SymptomId: symptomId,
      Symptom: { Name: symptomId, Description: null },
      Type: 'pain',
      CameraPosition: point,
      SymptomPoints: [point],
      BodyPart: 'head',
      Intensity: intensity,
      Note: null,
    })),
  } as unknown as SymptomReport;
}

describe('playbackFrames', () => {
  it('goes oldest first, each frame keeping the symptoms not reported again as last marked', () => {
    const frames = playbackFrames([
      report('r3', '2026-03-03T08:00:00.000Z', [['knee', 2]]),
      report('r1', '2026-03-01T08:00:00.000Z', [['head', 7]]),
      report('r2', '2026-03-02T08:00:00.000Z', [['knee', 5]]),
    ]);
    expect(frames.map((f) => f.date)).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-02T08:00:00.000Z', '2026-03-03T08:00:00.000Z']);
    expect(frames.map((f) => f.symptoms.map((s) => [s.id, s.intensity]))).toEqual([
      [['head', 7]],
      [
        ['head', 7],
        ['knee', 5],
      ],
      [
        ['head', 7],
        ['knee', 2],
      ],
    ]);
    expect(frames[0]!.symptoms[0]!.marks[0]!.BodyPart).toBe('head');
  });

  it('has no frame without reports', () => {
    expect(playbackFrames([])).toEqual([]);
  });
});
