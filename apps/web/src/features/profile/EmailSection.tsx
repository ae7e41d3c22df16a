import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@symptoms/domain';
import { changeEmail } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { Badge } from '../../ui/Badge';

/** The login address: shown with its state; a new one needs the password and its own confirmation. */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({
    mutationFn: () => changeEmail(email.trim(), password),
    onSuccess: async () => {
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: queryKeys.myUser });
    },
  });
  const error = change.error instanceof ApiError ? change.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };

  return (
    <Stack gap="sm" maw={520}>
      <Group gap="xs">
        <Text>{t('email.current', { email: user.Email })}</Text>
        {!user.EmailConfirmed && <Badge tone="warning">{t('email.unconfirmed')}</Badge>}
      </Group>
      {user.UnconfirmedEmail && <Alert color="yellow">{t('email.pending', { email: user.UnconfirmedEmail })}</Alert>}
      {change.isSuccess && (
        <Alert color="teal" role="status">
          {t('email.sent')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('email.title')}>
        <Stack gap="sm">
          <TextInput
            label={t('email.new')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error?.errors.Email?.join(' ')}
          />
          <PasswordInput
            label={t('email.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error && !error.errors.Email ? error.message : undefined}
          />
          <Button type="submit" loading={change.isPending} disabled={!email.trim() || !password} w="fit-content">
            {t('email.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
