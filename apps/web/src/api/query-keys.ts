/**
 * TanStack Query keys, one place so invalidation after a role switch or logout stays consistent. The
 * keys the feature modules' realtime maps name live here too: a module is in the first chunk, and
 * importing its area's API module for a key would bring that module's schemas with it.
 */
export const queryKeys = {
  clientConfig: ['env', 'config'] as const,
  myUser: ['identity', 'my', 'user'] as const,
  myGroups: ['my', 'groups'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  myPromReports: ['my', 'promreports'] as const,
  myShares: ['my', 'shares'] as const,
  shareRequests: ['sharerequests'] as const,
};
