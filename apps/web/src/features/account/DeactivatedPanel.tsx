import { useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@symptoms/domain';
import { activateAccount, startOver } from '../../api/accounts';
import { refreshSession } from '../../api/client';
import { ApiError } from '../../api/errors';
import { logout } from '../../app/session-actions';
import { AuthCard } from '../../ui/AuthCard';
import { writtenDateTime } from '../../ui/relative-date';

/**
 * The deactivated account (spec 2 §2): when it was deactivated; the mailed code and the password
 * open it again; or start over as a new patient, after a warning that the data is deleted.
 */
export function DeactivatedPanel({ since, onDone }: { since: string | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [startingOver, setStartingOver] = useState(false);
  const reopen = useMutation({
    mutationFn: async (how: 'activate' | 'startOver') => {
      if (how === 'activate') await activateAccount(password, code);
      else await startOver(password);
      await refreshSession();
    },
    onSuccess: onDone,
  });
  const error = reopen.error instanceof ApiError ? reopen.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reopen.mutate(startingOver ? 'startOver' : 'activate');
  };

  return (
    <AuthCard title={t('deactivated.title')}>
      {since && <Text>{t('deactivated.since', { date: writtenDateTime(since, i18n.language as LanguageId) })}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" title={t('deactivated.failed')}>
              {error.message}
            </Alert>
          )}
          {startingOver ? (
            <Alert color="red" title={t('deactivated.newPatient')}>
              {t('deactivated.newPatientWarning')}
            </Alert>
          ) : (
            <>
              <Text c="dimmed">{t('deactivated.intro')}</Text>
              <TextInput
                label={t('deactivated.code')}
                required
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
            </>
          )}
          <PasswordInput
            label={t('deactivated.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button
            type="submit"
            color={startingOver ? 'red' : undefined}
            loading={reopen.isPending}
            disabled={!password || (!startingOver && !code)}
          >
            {startingOver ? t('deactivated.newPatientConfirm') : t('deactivated.activate')}
          </Button>
        </Stack>
      </form>
      <Divider />
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setStartingOver(!startingOver)}>
          {startingOver ? t('deactivated.activate') : t('deactivated.newPatient')}
        </Button>
        <Button variant="subtle" onClick={() => void logout(queryClient)}>
          {t('deactivated.logout')}
        </Button>
      </Group>
    </AuthCard>
  );
}
