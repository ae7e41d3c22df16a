import { DashboardStatistics } from '@symptoms/domain';
import { apiRequest } from './client';

export function getDashboardStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  return apiRequest('/api/admin/dashboard', { signal }, DashboardStatistics);
}
