import { MyGroup } from '@symptoms/domain';
import { apiRequest } from './client';

export function getMyGroups(signal?: AbortSignal): Promise<MyGroup[]> {
  return apiRequest('/api/my/groups', { signal }, MyGroup.array());
}
