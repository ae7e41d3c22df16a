import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { logout } from '../../app/session-actions';
import { safeRedirect } from './redirect';

/**
 * Ends the current session on the server and locally. With `noRedir=true` the path the user came
 * from (location state `from`, or `redirect`) stays the target after the next login.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const started = useRef(false);
  const from = (location.state as { from?: string } | null)?.from ?? params.get('redirect');
  const keepPath = params.get('noRedir') === 'true' ? safeRedirect(from) : null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(queryClient).then(() =>
      navigate(keepPath ? `/login?redirect=${encodeURIComponent(keepPath)}` : '/login', { replace: true }),
    );
  }, [queryClient, navigate, keepPath]);

  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>{t('logout.text')}</Text>
      </Stack>
    </Center>
  );
}
