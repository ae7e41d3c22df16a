import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@symptoms/domain';
import { checkResetCode, resetPassword } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { AuthCard } from '../../ui/AuthCard';
import { CodeInput, secondFactorBody, type SecondFactor } from '../twofactor/CodeInput';
import { PasswordField } from './PasswordField';

/**
 * /reset/{code}, and /reset-password/{resetKey} (spec 2 §1: the same key by its other name): a new
 * password from the mailed link, with the second factor when the account has it.
 */
export function ResetPage() {
  const { t } = useTranslation('passwords');
  const params = useParams();
  const code = params.code ?? params.resetKey ?? '';
  const link = useQuery({ queryKey: ['reset-code', code], queryFn: () => checkResetCode(code), retry: false, staleTime: Infinity });
  const [password, setPassword] = useState('');
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'code', value: '' });
  const reset = useMutation({
    mutationFn: () => resetPassword(code, { NewPassword: password, ...(link.data?.TwoFactor ? secondFactorBody(factor) : {}) }),
  });
  const error = reset.error instanceof ApiError ? reset.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate();
  };

  if (link.isPending) {
    return (
      <AuthCard title={t('reset.title')}>
        <Loader aria-label={t('reset.checking')} />
      </AuthCard>
    );
  }
  if (link.isError || error?.errorCode === ErrorCode.InvalidCode) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert color="red" role="alert">
          {t('reset.invalid')}
        </Alert>
        <Anchor component={Link} to="/reset-password">
          {t('reset.again')}
        </Anchor>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert color="teal" role="status">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('reset.login')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && error.errorCode !== ErrorCode.InvalidTwoFactorCode && error.errorCode !== ErrorCode.WeakPassword && (
            <Alert color="red" role="alert" title={t('reset.failed')}>
              {error.message}
            </Alert>
          )}
          <PasswordField
            label={t('reset.password')}
            value={password}
            onChange={setPassword}
            twoFactor={link.data.TwoFactor}
            error={error?.errorCode === ErrorCode.WeakPassword ? (error.errors.NewPassword?.join(' ') ?? error.message) : undefined}
          />
          {link.data.TwoFactor && (
            <>
              <Alert color="blue">{t('reset.twoFactor')}</Alert>
              <CodeInput
                value={factor}
                onChange={setFactor}
                error={error?.errorCode === ErrorCode.InvalidTwoFactorCode ? error.message : undefined}
              />
            </>
          )}
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
