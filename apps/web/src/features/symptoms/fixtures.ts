import { encodeMark, encodeVector, type Symptom, type SymptomDefinition, type SymptomReport } from '@symptoms/domain';

export const SYMPTOM_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const REPORT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const PATIENT_ID = '11111111-1111-4111-8111-111111111111';
const WHEN = '2026-11-20T09:00:00.000Z';

export function definition(name: string, own: boolean, i = 0): SymptomDefinition {
  return {
    Id: `cccccccc-cccc-4ccc-8ccc-${String(i).padStart(12, '0')}`,
    Name: name,
    CreatedDate: WHEN,
    ModifiedDate: WHEN,
    PatientId: own ? PATIENT_ID : null,
    Version: 0,
    Index: i,
    IsFromSnomed: !own,
    SnomedCode: null,
  };
}

export function symptom(overrides: Partial<Symptom> = {}): Symptom {
  return {
    Id: SYMPTOM_ID,
    Name: 'Ryggont',
    Description: null,
    Model: 'female',
    Type: 'generic',
    CreatedDate: WHEN,
    ModifiedDate: WHEN,
    ClosedDate: null,
    IsClosed: false,
    Reports: [{ SymptomReportId: REPORT_ID, CreatedDate: WHEN, Intensity: 6 }],
    Version: 0,
    IsFromSnomed: false,
    Index: 0,
    ...overrides,
  };
}

const point = encodeMark({ X: 0.125, Y: 10.5, Z: -0.75, Size: 1 });

export function report(overrides: Partial<SymptomReport> = {}): SymptomReport {
  return {
    Id: REPORT_ID,
    Model: 'female',
    CreatedDate: WHEN,
    ModifiedDate: WHEN,
    Version: 1,
    Symptoms: [
      {
        SymptomId: SYMPTOM_ID,
        Symptom: { Id: SYMPTOM_ID, Name: 'Ryggont', Description: null, Type: 'generic', CreatedDate: WHEN, CreatedByPatient: true },
        SymptomReportId: REPORT_ID,
        Type: 'generic',
        PosX: point.X,
        PosY: point.Y,
        PosZ: point.Z,
        Size: point.Size,
        CameraPosition: encodeVector({ X: 0, Y: 9, Z: -40 }),
        SymptomPoints: [point],
        BodyPart: 'lower back',
        Intensity: 6,
        Note: null,
        PatientModelChosenSide: null,
        CreatedDate: WHEN,
        ClosedDate: null,
        IsClosed: false,
        Version: 1,
      },
    ],
    ...overrides,
  };
}
