import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Image, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type TwoFactorSetup } from '@symptoms/domain';
import { disableTwoFactor, proveTwoFactor, setUpTwoFactor } from '../../api/accounts';
import { refreshSession } from '../../api/client';
import { ApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { toast } from '../../ui/toast';
import { CodeInput, secondFactorBody, type SecondFactor } from './CodeInput';

/** The profile's two-factor (spec 2 §4): set up or renew with an authenticator app, or turn off with the password. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('twofactor');
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [factor, setFactor] = useState<SecondFactor>({ kind: 'code', value: '' });
  const [disabling, setDisabling] = useState(false);
  const [password, setPassword] = useState('');
  const done = async (message: string) => {
    await refreshSession();
    await queryClient.invalidateQueries({ queryKey: queryKeys.myUser });
    toast.success(message);
  };
  const start = useMutation({ mutationFn: setUpTwoFactor, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: () => proveTwoFactor(secondFactorBody(factor)),
    onSuccess: async () => {
      setSetup(null);
      setFactor({ kind: 'code', value: '' });
      await done(t('setup.done'));
    },
  });
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: async () => {
      setDisabling(false);
      setPassword('');
      await done(t('setup.disabled'));
    },
  });
  const failure = [start.error, confirm.error, disable.error].find((e) => e instanceof ApiError) as ApiError | undefined;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate();
  };

  return (
    <Stack gap="sm" maw={640}>
      <Text>{enabled ? t('setup.on') : t('setup.off')}</Text>
      {failure && failure.errorCode !== ErrorCode.InvalidTwoFactorCode && (
        <Alert color="red" role="alert" title={t('setup.failed')}>
          {failure.message}
        </Alert>
      )}
      {setup ? (
        <form onSubmit={submitCode} noValidate aria-label={t('setup.title')}>
          <Stack gap="sm">
            <Text>{t('setup.step1')}</Text>
            <Group align="flex-start">
              <Image src={setup.ImageUrl} alt={t('setup.qr')} w={200} h={200} />
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('setup.manual')}
                </Text>
                <Code fz="md">{setup.ManualSetupCode}</Code>
              </Stack>
            </Group>
            <Text>{t('setup.step2')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label={t('setup.backupCodes')} role="list">
              {setup.BackupCodes.map((code) => (
                <Code key={code} role="listitem" ta="center">
                  {code}
                </Code>
              ))}
            </SimpleGrid>
            <Text>{t('setup.step3')}</Text>
            <CodeInput
              value={factor}
              onChange={setFactor}
              allowBackup={false}
              error={
                confirm.error instanceof ApiError && confirm.error.errorCode === ErrorCode.InvalidTwoFactorCode
                  ? confirm.error.message
                  : undefined
              }
            />
            <Button type="submit" loading={confirm.isPending} w="fit-content">
              {t('setup.confirm')}
            </Button>
          </Stack>
        </form>
      ) : disabling ? (
        <form onSubmit={submitDisable} noValidate aria-label={t('setup.disable')}>
          <Stack gap="sm">
            <Text>{t('setup.disableIntro')}</Text>
            <PasswordInput
              label={t('setup.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" color="red" loading={disable.isPending} disabled={!password}>
                {t('setup.disable')}
              </Button>
              <Button variant="subtle" onClick={() => setDisabling(false)}>
                {t('setup.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {enabled ? t('setup.renew') : t('setup.start')}
          </Button>
          {enabled && (
            <Button variant="light" color="red" onClick={() => setDisabling(true)}>
              {t('setup.disable')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
