import { MyAccess } from '@symptoms/domain';
import { apiRequest } from './client';

export const accessKeys = { mine: ['my', 'access'] as const };

/** Who sees the patient's data, what of it and why. */
export const getMyAccess = (signal?: AbortSignal) => apiRequest('/api/my/access', { signal }, MyAccess);
