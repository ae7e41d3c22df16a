import { useSyncExternalStore } from 'react';
import { decodeMark, decodeVector, type BodySide, type Model, type SymptomReport, type Vector } from '@symptoms/domain';
import type { FigureMark } from '../../ui/BodyFigure/types';

/** One symptom as it is being reported: marks in model units, encoded only when sent. */
export interface DraftSymptom {
  /** The symptom's id when it exists on the server, otherwise a local key without a dash. */
  key: string;
  symptomId: string | null;
  name: string;
  marks: FigureMark[];
  camera: Vector;
  intensity: number | null;
  note: string;
  side: BodySide | null;
}

/** The report being made or changed; kept while the patient moves between the wizard's screens. */
export interface ReportDraft {
  /** The saved report's id, or a local id (no dash) for a new report. */
  id: string;
  remote: SymptomReport | null;
  model: Model;
  symptoms: DraftSymptom[];
  /** A saved report opens locked; unlocking asks first. */
  locked: boolean;
  /** The symptom the wizard is on, with its copy from before (null when it is new in this report). */
  active: { key: string; backup: DraftSymptom | null } | null;
  /** Started from a status report's pain follow-up (`fromstatus`): saved, it goes back there. */
  fromStatus?: boolean;
}

let draft: ReportDraft | null = null;
const listeners = new Set<() => void>();

function set(next: ReportDraft | null): void {
  draft = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getDraft = (): ReportDraft | null => draft;

export function useReportDraft(): ReportDraft | null {
  return useSyncExternalStore(subscribe, getDraft, getDraft);
}

/** A local id: letters and digits only, so it never looks like a server id. */
export const localId = (): string => `local${Math.random().toString(36).slice(2, 12)}`;

const DEFAULT_CAMERA: Vector = { X: 0, Y: 0, Z: 10 };

export function startNewDraft(model: Model): ReportDraft {
  const next: ReportDraft = { id: localId(), remote: null, model, symptoms: [], locked: false, active: null };
  set(next);
  return next;
}

export function draftFromReport(report: SymptomReport): ReportDraft {
  const next: ReportDraft = {
    id: report.Id,
    remote: report,
    model: report.Model,
    symptoms: report.Symptoms.map((s) => ({
      key: s.SymptomId,
      symptomId: s.SymptomId,
      name: s.Symptom.Name,
      marks: s.SymptomPoints.map((p, i) => ({ ...decodeMark(p), BodyPart: i === 0 ? s.BodyPart : null })),
      camera: decodeVector(s.CameraPosition),
      intensity: s.Intensity,
      note: s.Note ?? '',
      side: s.PatientModelChosenSide,
    })),

    locked: true,
    active: null,
  };
  set(next);
  return next;
}

function update(change: (current: ReportDraft) => ReportDraft): void {
  if (draft) set(change(draft));
}

export const discardDraft = (): void => set(null);
export const markFromStatus = (): void => update((d) => (d.fromStatus ? d : { ...d, fromStatus: true }));
export const setLocked = (locked: boolean): void => update((d) => ({ ...d, locked }));
export const setDraftModel = (model: Model): void => update((d) => (d.model === model ? d : { ...d, model }));

/** Makes a symptom the active one: a new one is appended, an existing one is backed up first. */
export function beginSymptom(symptom: Pick<DraftSymptom, 'key' | 'symptomId' | 'name'> & { side?: BodySide | null }): void {
  update((d) => {
    const existing = d.symptoms.find((s) => s.key === symptom.key);
    if (existing) return { ...d, active: { key: existing.key, backup: existing } };
    const fresh: DraftSymptom = {
      key: symptom.key,
      symptomId: symptom.symptomId,
      name: symptom.name,
      marks: [],
      camera: DEFAULT_CAMERA,
      intensity: null,
      note: '',
      side: symptom.side ?? null,
    };
    return { ...d, symptoms: [...d.symptoms, fresh], active: { key: fresh.key, backup: null } };
  });
}

export function updateSymptom(key: string, patch: Partial<Omit<DraftSymptom, 'key' | 'symptomId'>>): void {
  update((d) => ({ ...d, symptoms: d.symptoms.map((s) => (s.key === key ? { ...s, ...patch } : s)) }));
}

/** Cancelling restores the copy of a symptom that was there before, and removes a new one. */
export function cancelActive(): void {
  update((d) => {
    if (!d.active) return d;
    const { key, backup } = d.active;
    const symptoms = backup ? d.symptoms.map((s) => (s.key === key ? backup : s)) : d.symptoms.filter((s) => s.key !== key);
    return { ...d, symptoms, active: null };
  });
}

export const finishActive = (): void => update((d) => ({ ...d, active: null }));

export function removeSymptom(key: string): void {
  update((d) => ({ ...d, symptoms: d.symptoms.filter((s) => s.key !== key) }));
}
