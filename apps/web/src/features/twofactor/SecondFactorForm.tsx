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
import { CodeInput, secondFactorBody, type SecondFactor } from './CodeInput';

/**
 * The second factor of the session: the app's code or a backup code, then a renewed token and
 * `onDone(true)`. Cancelling, or the fifth wrong code (which ends the session), logs out after `onDone(false)`.
 */
export function SecondFactorForm({ intro, onDone }: { intro: string; onDone: (given: boolean) => void }) {
  const { t } = useTranslation('twofactor');
  const queryClient = useQueryClient();
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'code', value: '' });
  const leave = async () => {
    onDone(false);
    await logout(queryClient);
  };
  const prove = useMutation({
    mutationFn: async () => {
      await proveTwoFactor({ ...secondFactorBody(factor), SessionId: getSession()?.token.session_id });
      await refreshSession();
    },
    onSuccess: () => onDone(true),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) await leave();
    },
  });
  const error = prove.error instanceof ApiError ? prove.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (factor.value.trim()) prove.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text c="dimmed" mb="md">
        {intro}
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
        <Button variant="subtle" onClick={() => void leave()}>
          {t('login.cancel')}
        </Button>
        <Button type="submit" loading={prove.isPending}>
          {t('login.submit')}
        </Button>
      </Group>
    </form>
  );
}
