import { GroupSymptomMap, type Model } from '@symptoms/domain';
import { apiRequest } from './client';

export const groupSymptomsKeys = {
  all: ['groupsymptoms'] as const,
  map: (model: Model, from: string, to: string) => [...groupSymptomsKeys.all, model, from, to] as const,
};

/** The active group's symptom map: its patients' marks on `model` in [from, to], counted per cell. */
export const getGroupSymptomMap = (model: Model, from: string, to: string, signal?: AbortSignal) =>
  apiRequest(`/api/admin/groupsymptoms/${model}/${from}/${to}`, { signal }, GroupSymptomMap);
