/** TanStack Query keys, one place so invalidation after a role switch or logout stays consistent. */
export const queryKeys = {
  clientConfig: ['env', 'config'] as const,
  myUser: ['identity', 'my', 'user'] as const,
  myGroups: ['my', 'groups'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};
