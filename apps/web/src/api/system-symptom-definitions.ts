import { z } from '@symptoms/domain/zod';
import { SymptomDefinition, type SystemSymptomDefinitionsUpdate } from '@symptoms/domain';
import { apiRequest } from './client';

export const systemDefinitionKeys = { of: (language: string) => ['system-symptom-definitions', language] as const };
export const listSystemDefinitions = (signal?: AbortSignal) =>
  apiRequest('/api/system/symptom-definitions', { signal }, z.array(SymptomDefinition));
export const saveSystemDefinitions = (list: SystemSymptomDefinitionsUpdate) =>
  apiRequest('/api/system/symptom-definitions', { method: 'PUT', json: list }, z.array(SymptomDefinition));
