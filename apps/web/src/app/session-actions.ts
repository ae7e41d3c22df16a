import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { landingPath, type LanguageId, type RoleId } from '@symptoms/domain';
import { chooseLanguageBeforeLogin, refreshSession, setAnonymousLanguage } from '../api/client';
import { endSession, getMyUser, saveUserLanguage } from '../api/identity';
import { queryKeys } from '../api/query-keys';
import { getSession, setSession, setSessionLanguage } from '../api/session';
import i18n from '../i18n';

/** Clears everything that belongs to the signed-in user; the public configuration stays. */
export function forgetUserData(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.clientConfig[0] });
}

export async function logout(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  const session = getSession();
  if (session) await endSession(session.token.session_id).catch(() => undefined);
  setSession(null);
  forgetUserData(queryClient);
}

export function useSwitchMembership() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (org: string, group: string, role: RoleId) => {
      const next = await refreshSession({ org, group, role });
      // Reset rather than remove: a screen that stays mounted (the same landing path) must refetch
      // for the new membership, and nothing of the previous membership may stay on screen.
      await navigate(landingPath(next.token.role), { replace: true });
      await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.clientConfig[0] });
    },
    [queryClient, navigate],
  );
}

export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: LanguageId) => {
      await i18n.changeLanguage(language);
      setAnonymousLanguage(language);
      const session = getSession();
      if (!session) return chooseLanguageBeforeLogin(language);
      setSessionLanguage(language);
      const key = [...queryKeys.myUser, session.token.session_id];
      const user = await queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => getMyUser(signal) });
      queryClient.setQueryData(key, await saveUserLanguage(user, language));
    },
    [queryClient],
  );
}
