import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { anonymizeAccount, deactivateAccount, removeAccount } from '../../api/accounts';
import { ApiError } from '../../api/errors';

type Choice = 'deactivate' | 'anonymize' | 'remove';
const KEPT = ['Age', 'Gender', 'AreaCode', 'City', 'Region', 'Reference'] as const;
type Kept = Record<(typeof KEPT)[number], boolean>;

/** Account removal (spec 2 §2): deactivate, close keeping the data anonymised, or delete all; each with the password, then logout. */
export function LeaveAccount() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>('deactivate');
  const [kept, setKept] = useState<Kept>({ Age: true, Gender: true, AreaCode: false, City: false, Region: true, Reference: true });
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const leave = useMutation({
    mutationFn: () =>
      choice === 'deactivate'
        ? deactivateAccount(password)
        : choice === 'remove'
          ? removeAccount(password)
          : anonymizeAccount({ Password: password, Anonymize: true, ...kept }),
    onSuccess: () => void navigate('/logout', { replace: true }),
  });
  const error = leave.error instanceof ApiError ? leave.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    leave.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('leave.title')}>
      <Stack gap="sm" maw={640}>
        <Text c="dimmed">{t('leave.intro')}</Text>
        <Radio.Group label={t('leave.choose')} value={choice} onChange={(value) => setChoice(value as Choice)}>
          <Stack gap="xs" mt="xs">
            {(['deactivate', 'anonymize', 'remove'] as const).map((option) => (
              <Radio key={option} value={option} label={t(`leave.${option}`)} description={t(`leave.${option}Hint`)} />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'anonymize' && (
          <Stack gap={6} pl="xl">
            {KEPT.map((key) => (
              <Checkbox
                key={key}
                label={t(`leave.keep.${key}`)}
                checked={kept[key]}
                onChange={(e) => setKept({ ...kept, [key]: e.currentTarget.checked })}
              />
            ))}
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('leave.failed')}>
            {error.message}
          </Alert>
        )}
        <PasswordInput
          label={t('leave.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {choice !== 'deactivate' && (
          <Checkbox label={t('leave.confirm')} checked={understood} onChange={(e) => setUnderstood(e.currentTarget.checked)} />
        )}
        <Button
          type="submit"
          color="red"
          w="fit-content"
          loading={leave.isPending}
          disabled={!password || (choice !== 'deactivate' && !understood)}
        >
          {t('leave.submit')}
        </Button>
      </Stack>
    </form>
  );
}
