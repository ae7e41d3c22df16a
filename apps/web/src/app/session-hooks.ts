import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoginTokenResponse, ModuleName } from '@symptoms/domain';
import { getClientConfig } from '../api/env';
import { getMyGroups } from '../api/groups';
import { getMyUser } from '../api/identity';
import { queryKeys } from '../api/query-keys';
import { getSession, isRefreshing, subscribeSession, type Session } from '../api/session';
import { actingOf, enabledModules, type Acting } from './module-flags';

/** Contracts still owed (spec 2 §4): until they are answered every route but the terms' answers 412. */
export function owesContracts(token: LoginTokenResponse): boolean {
  return !token.consented_to_required_contracts || !token.responded_to_optional_contracts;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user's role and units (null when signed out). */
export function useActing(): Acting | null {
  const session = useSession();
  const token = session?.token;
  return useMemo(() => (token ? actingOf(token) : null), [token]);
}

export function useRefreshing(): boolean {
  return useSyncExternalStore(subscribeSession, isRefreshing, isRefreshing);
}

export function useClientConfig() {
  return useQuery({ queryKey: queryKeys.clientConfig, queryFn: ({ signal }) => getClientConfig(signal), staleTime: Infinity });
}

/**
 * Modules on for this user: configuration, the active group's flags and the token's flags together;
 * null while the configuration (or, signed in, the groups) loads.
 */
export function useEnabledModules(): Set<ModuleName> | null {
  const session = useSession();
  const config = useClientConfig();
  const groups = useMyGroups();
  if (!config.data) return null;
  if (session && groups.isPending) return null;
  const active = session && groups.data?.find((g) => g.Id === session.token.group && g.OrganizationId === session.token.organization);
  return enabledModules(config.data.Modules, session?.token ?? null, active ? active.Modules : null);
}

export function useMyUser() {
  const session = useSession();
  return useQuery({
    queryKey: [...queryKeys.myUser, session?.token.session_id],
    queryFn: ({ signal }) => getMyUser(signal),
    enabled: !!session,
    staleTime: 60_000,
  });
}

export function useMyGroups() {
  const session = useSession();
  return useQuery({
    queryKey: [...queryKeys.myGroups, session?.token.session_id],
    queryFn: ({ signal }) => getMyGroups(signal),
    enabled: !!session,
    staleTime: 60_000,
  });
}
