import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@symptoms/domain';
import { changePassword } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { PasswordField } from './PasswordField';

/** The profile's password change: the old one, and a new one the meter rates; other sessions end. */
export function ChangePasswordForm({ twoFactor }: { twoFactor: boolean }) {
  const { t } = useTranslation('passwords');
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation({
    mutationFn: () => changePassword(old, next),
    onSuccess: () => {
      setOld('');
      setNext('');
    },
  });
  const error = change.error instanceof ApiError ? change.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('change.title')}>
      <Stack gap="sm" maw={420}>
        {change.isSuccess && (
          <Alert color="teal" role="status">
            {t('change.done')}
          </Alert>
        )}
        {error && error.errorCode !== ErrorCode.WrongPassword && error.errorCode !== ErrorCode.WeakPassword && (
          <Alert color="red" role="alert" title={t('change.failed')}>
            {error.message}
          </Alert>
        )}
        <PasswordInput
          label={t('change.old')}
          autoComplete="current-password"
          required
          value={old}
          onChange={(e) => setOld(e.currentTarget.value)}
          error={error?.errorCode === ErrorCode.WrongPassword ? error.message : undefined}
        />
        <PasswordField
          label={t('change.new')}
          value={next}
          onChange={setNext}
          twoFactor={twoFactor}
          error={error?.errorCode === ErrorCode.WeakPassword ? (error.errors.NewPassword?.join(' ') ?? error.message) : undefined}
        />
        <Button type="submit" loading={change.isPending} disabled={!old || !next} w="fit-content">
          {t('change.submit')}
        </Button>
      </Stack>
    </form>
  );
}
