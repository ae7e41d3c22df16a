import {
  encodeMark,
  encodeVector,
  nameLength,
  NOTE_MAX,
  NOTE_MIN,
  type SymptomReportCreate,
  type SymptomReportSymptomInput,
} from '@symptoms/domain';
import type { DraftSymptom, ReportDraft } from './draft-store';

/** Why Save is disabled (the tooltip), or null when the report can be saved (spec 1 §5). */
type SaveBlocker = 'noReport' | 'locked' | 'unchanged' | 'missingIntensity' | 'invalidNote';

type NoteProblem = 'tooShort' | 'tooLong';

/** A symptom's note: empty, or 2 to 2000 letters once trimmed. */
export function noteProblem(note: string): NoteProblem | null {
  const count = nameLength(note.trim());
  if (count === 0) return null;
  if (count < NOTE_MIN) return 'tooShort';
  return count > NOTE_MAX ? 'tooLong' : null;
}

/** The symptom as sent: coordinates encoded here and only here; the main position is the first mark. */
function symptomPayload(symptom: DraftSymptom): SymptomReportSymptomInput {
  const note = symptom.note.trim();
  return {
    ...(symptom.symptomId ? { SymptomId: symptom.symptomId } : { Symptom: { Name: symptom.name.trim(), Description: null } }),
    Type: 'generic',
    CameraPosition: encodeVector(symptom.camera),
    SymptomPoints: symptom.marks.map((m) => encodeMark({ X: m.X, Y: m.Y, Z: m.Z, Size: m.Size })),
    BodyPart: symptom.marks[0]?.BodyPart ?? null,
    Intensity: symptom.intensity ?? 0,
    Note: note === '' ? null : note,
    PatientModelChosenSide: symptom.side,
  };
}

export function reportPayload(draft: ReportDraft): SymptomReportCreate {
  return { Model: draft.model, Symptoms: draft.symptoms.map(symptomPayload) };
}

/** What the saved report would be sent as, to tell whether anything changed. */
function remotePayload(draft: ReportDraft): SymptomReportCreate | null {
  const remote = draft.remote;
  if (!remote) return null;
  return {
    Model: remote.Model,
    Symptoms: remote.Symptoms.map((s) => ({
      SymptomId: s.SymptomId,
      Type: 'generic',
      CameraPosition: s.CameraPosition,
      SymptomPoints: s.SymptomPoints,
      BodyPart: s.BodyPart,
      Intensity: s.Intensity,
      Note: s.Note,
      PatientModelChosenSide: s.PatientModelChosenSide,
    })),
  };
}

function hasChanges(draft: ReportDraft): boolean {
  const before = remotePayload(draft);
  if (!before) return draft.symptoms.length > 0;
  return JSON.stringify(before) !== JSON.stringify(reportPayload(draft));
}

export function saveBlocker(draft: ReportDraft | null): SaveBlocker | null {
  if (!draft || draft.symptoms.length === 0) return 'noReport';
  if (draft.locked) return 'locked';
  if (!hasChanges(draft)) return 'unchanged';
  if (draft.symptoms.some((s) => s.intensity === null || s.marks.length === 0)) return 'missingIntensity';
  if (draft.symptoms.some((s) => noteProblem(s.note) !== null)) return 'invalidNote';
  return null;
}
