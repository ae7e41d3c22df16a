import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/accounts';
import { AuthCard } from '../../ui/AuthCard';
import { ResetPage } from './ResetPage';

/** /reset-password/{resetKey?}: with a key, the new password for it; without, a request for a link. */
export function ResetRequestPage() {
  return useParams().resetKey ? <ResetPage /> : <RequestForm />;
}

/** An address in, the same neutral answer out, whether or not it has an account. */
function RequestForm() {
  const { t } = useTranslation('passwords');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (email.trim()) send.mutate();
  };

  return (
    <AuthCard title={t('request.title')}>
      {send.isSuccess ? (
        <Alert color="teal" role="status">
          {t('request.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Text c="dimmed" mb="md">
            {t('request.intro')}
          </Text>
          <TextInput
            label={t('request.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={missing ? t('required') : undefined}
            mb="md"
          />
          <Button type="submit" loading={send.isPending} fullWidth>
            {t('request.submit')}
          </Button>
        </form>
      )}
      <Anchor component={Link} to="/login">
        {t('request.back')}
      </Anchor>
    </AuthCard>
  );
}
