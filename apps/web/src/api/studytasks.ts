import { z } from '@symptoms/domain/zod';
import {
  AdherenceView,
  NextStudyTask,
  PatientStudyTask,
  PromRequestView,
  StudySchemaView,
  type ResearchPromRequestCreate,
  type StudySchemaUpdate,
} from '@symptoms/domain';
import { apiRequest } from './client';

export const studyTasksKeys = {
  all: ['studytasks'] as const,
  mine: () => [...studyTasksKeys.all, 'my'] as const,
  schema: () => [...studyTasksKeys.all, 'schema'] as const,
  adherence: () => [...studyTasksKeys.all, 'adherence'] as const,
  groupRequests: () => [...studyTasksKeys.all, 'promrequests'] as const,
};

/** The participant's tasks of every published study, by group, days after inclusion and priority. */
export const getMyStudyTasks = (signal?: AbortSignal) => apiRequest('/api/my/study-tasks', { signal }, z.array(PatientStudyTask));

/**
 * Where the app goes after a save when a study task is active (spec 1 §4): the next due task's
 * route, or null (then the screen's own next step). A failure is no reason to stop the patient.
 */
export async function nextStudyTaskRoute(): Promise<string | null> {
  try {
    return (await apiRequest('/api/my/study-tasks/next', {}, NextStudyTask)).Task?.Route ?? null;
  } catch {
    return null;
  }
}

export const getStudySchema = (signal?: AbortSignal) => apiRequest('/api/my/group/study-tasks', { signal }, StudySchemaView);
export const saveStudySchema = (body: StudySchemaUpdate) =>
  apiRequest('/api/my/group/study-tasks', { method: 'PUT', json: body }, StudySchemaView);
export const publishStudySchema = (published: boolean) =>
  apiRequest('/api/my/group/study-tasks/publish', { method: 'POST', json: { Published: published } }, StudySchemaView);
export const getAdherence = (signal?: AbortSignal) => apiRequest('/api/research/adherence', { signal }, AdherenceView);

export const getGroupPromRequests = (signal?: AbortSignal) => apiRequest('/api/admin/promrequests', { signal }, z.array(PromRequestView));
export const createResearchPromRequest = (body: ResearchPromRequestCreate) =>
  apiRequest('/api/research/promrequests', { method: 'POST', json: body }, PromRequestView);
export const deleteResearchPromRequest = (id: string) =>
  apiRequest<void>(`/api/research/promrequests/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const exportPromRequest = (id: string) => apiRequest<unknown>(`/api/promrequests/${encodeURIComponent(id)}/export`, {});
