import { ClientConfig } from '@symptoms/domain';
import { apiRequest } from './client';

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest('/api/env/config', { signal, authenticated: false }, ClientConfig);
}
