import {
  Patient,
  Symptom,
  SymptomDefinition,
  SymptomReport,
  type BodySide,
  type Model,
  type PatientUpdate,
  type SymptomReportCreate,
  type SymptomReportUpdate,
} from '@symptoms/domain';
import { apiRequest } from './client';
import { MY_BASE } from './patient-source';

/** Everything symptom-related hangs under one root, so a realtime event or a save refreshes it all. */
export const symptomsKeys = {
  all: ['my', 'symptoms'] as const,
  symptoms: () => [...symptomsKeys.all, 'list'] as const,
  symptom: (id: string) => [...symptomsKeys.all, 'one', id] as const,
  reports: (take: number) => [...symptomsKeys.all, 'reports', take] as const,
  report: (id: string) => [...symptomsKeys.all, 'report', id] as const,
  myDefinitions: () => [...symptomsKeys.all, 'definitions', 'mine'] as const,
  systemDefinitions: (language: string) => ['system', 'symptom-definitions', language] as const,
  patient: ['my', 'patient', 'profile'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** Live reports, newest first. */
export function getSymptomReports(take: number, signal?: AbortSignal, base = MY_BASE): Promise<SymptomReport[]> {
  return apiRequest(`${base}/symptomreports?take=${take}`, { signal }, SymptomReport.array());
}

export function getSymptomReport(reportId: string, signal?: AbortSignal): Promise<SymptomReport> {
  return apiRequest(`/api/my/symptomreports/${id(reportId)}`, { signal }, SymptomReport);
}

export function createSymptomReport(input: SymptomReportCreate): Promise<SymptomReport> {
  return apiRequest('/api/my/symptomreports', { method: 'POST', json: input }, SymptomReport);
}

export function updateSymptomReport(reportId: string, input: SymptomReportUpdate): Promise<SymptomReport> {
  return apiRequest(`/api/my/symptomreports/${id(reportId)}`, { method: 'PUT', json: input }, SymptomReport);
}

/** Open symptoms first, each with its reports' dates and intensities. */
export function getSymptoms(signal?: AbortSignal, base = MY_BASE): Promise<Symptom[]> {
  return apiRequest(`${base}/symptoms`, { signal }, Symptom.array());
}

export function getSymptom(symptomId: string, signal?: AbortSignal, base = MY_BASE): Promise<Symptom> {
  return apiRequest(`${base}/symptoms/${id(symptomId)}`, { signal }, Symptom);
}

export function closeSymptom(symptomId: string): Promise<Symptom> {
  return apiRequest(`/api/my/symptoms/${id(symptomId)}/close`, { method: 'POST' }, Symptom);
}

/** Moves an ended symptom into the trash (an open one answers 409). */
export async function deleteSymptom(symptomId: string): Promise<void> {
  await apiRequest(`/api/my/symptoms/${id(symptomId)}/delete`, { method: 'POST' });
}

export function getMyDefinitions(signal?: AbortSignal): Promise<SymptomDefinition[]> {
  return apiRequest('/api/my/symptom-definitions', { signal }, SymptomDefinition.array());
}

export function getSystemDefinitions(signal?: AbortSignal): Promise<SymptomDefinition[]> {
  return apiRequest('/api/system/symptom-definitions', { signal }, SymptomDefinition.array());
}

export function createDefinition(name: string): Promise<SymptomDefinition> {
  return apiRequest('/api/my/symptom-definitions', { method: 'POST', json: { Name: name } }, SymptomDefinition);
}

export function getMyPatient(signal?: AbortSignal): Promise<Patient> {
  return apiRequest('/api/my/patient', { signal }, Patient);
}

/** The profile as the server takes it back: what it holds now, with `changes`. */
export function patientUpdate(p: Patient, changes: Partial<PatientUpdate> = {}): PatientUpdate {
  return {
    Gender: p.Gender,
    Model: p.Model,
    Birthyear: p.Birthyear,
    Language: p.Language,
    Country: p.Country,
    Region: p.Region,
    County: p.County,
    Municipal: p.Municipal,
    City: p.City,
    AreaCode: p.AreaCode,
    AppVersion: p.AppVersion,
    TutorialsSeen: p.TutorialsSeen,
    AdvancedManikin: p.AdvancedManikin,
    PatientModelChosenSide: p.PatientModelChosenSide,
    Version: p.Version,
    ...changes,
  };
}

export function saveMyPatient(update: PatientUpdate): Promise<Patient> {
  return apiRequest('/api/my/patient', { method: 'PUT', json: update }, Patient);
}

/** Remembers the chosen figure (and hand) on the patient profile; the rest of the profile is sent back unchanged. */
export async function saveFigureChoice(model: Model, side: BodySide | null): Promise<Patient> {
  const p = await getMyPatient();
  return saveMyPatient(patientUpdate(p, { Model: model, PatientModelChosenSide: side ?? p.PatientModelChosenSide }));
}
