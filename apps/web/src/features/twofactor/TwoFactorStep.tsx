import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@symptoms/domain';
import { proveTwoFactor } from '../../api/accounts';
import { refreshSession } from '../../api/client';
import { ApiError } from '../../api/errors';
import { getSession } from '../../api/session';
import { logout } from '../../app/session-actions';
import { AuthCard } from '../../ui/AuthCard';
import { CodeInput, secondFactorBody, type SecondFactor } from './CodeInput';

/** The login's second step for an account with two-factor: the app's code or a backup code, then a renewed token. */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  const queryClient = useQueryClient();
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'code', value: '' });
  const prove = useMutation({
    mutationFn: async () => {
      await proveTwoFactor({ ...secondFactorBody(factor), SessionId: getSession()?.token.session_id });
      await refreshSession();
    },
    onSuccess: onDone,
    onError: async (error) => {
      // The fifth wrong code ends the session: back to the login form.
      if (error instanceof ApiError && error.status === 401) await logout(queryClient);
    },
  });
  const error = prove.error instanceof ApiError ? prove.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (factor.value.trim()) prove.mutate();
  };

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Text c="dimmed" mb="md">
          {t('login.intro')}
        </Text>
        {error && error.errorCode !== ErrorCode.InvalidTwoFactorCode && (
          <Alert color="red" role="alert" mb="md">
            {error.status === 401 ? t('login.ended') : error.message}
          </Alert>
        )}
        <CodeInput
          value={factor}
          onChange={setFactor}
          error={error?.errorCode === ErrorCode.InvalidTwoFactorCode ? error.message : undefined}
        />
        <Group mt="md" justify="space-between">
          <Button variant="subtle" onClick={() => void logout(queryClient)}>
            {t('login.cancel')}
          </Button>
          <Button type="submit" loading={prove.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
