import { Alert, Anchor, Button, Center, Divider, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bankIdMessage, type LoginTokenResponse } from '@symptoms/domain';
import { isLanguageId } from '../../../i18n';
import { isMobileDevice, launchUrl } from './api';
import { useBankIdLogin } from './useBankIdLogin';

/**
 * BankID login beside the password form: the animated QR for BankID on another device, and a link
 * that opens BankID on this one (both from one order). Never asks for a personnummer.
 */
export function BankIdLogin({ onLoggedIn }: { onLoggedIn: (token: LoginTokenResponse) => Promise<void> | void }) {
  const { t, i18n } = useTranslation('bankid');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const mobile = isMobileDevice();
  const { state, start, cancel, openedHere, reset } = useBankIdLogin(onLoggedIn);

  if (state.phase === 'idle') {
    return (
      <Stack gap="sm" mt="md">
        <Divider label={t('or')} labelPosition="center" />
        <Button variant="default" onClick={() => void start(mobile)} fullWidth>
          {t('start')}
        </Button>
      </Stack>
    );
  }

  if (state.phase === 'starting' || state.phase === 'loggingIn') {
    return (
      <Center py="md" mt="md" aria-live="polite">
        <Loader size="sm" mr="sm" />
        <Text>{state.phase === 'starting' ? t('starting') : t('loggingIn')}</Text>
      </Center>
    );
  }

  if (state.phase === 'failed') {
    const message = state.error
      ? state.error.message
      : bankIdMessage('failed', state.hintCode, { autostart: state.autostart, mobile }, language);
    return (
      <Stack gap="sm" mt="md">
        <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('failed')}>
          {message}
        </Alert>
        <Button variant="default" onClick={reset} fullWidth>
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  const hint = bankIdMessage('pending', state.hintCode ?? 'outstandingTransaction', { autostart: state.autostart, mobile }, language);
  return (
    <Stack gap="sm" mt="md" aria-label={t('title')} role="group">
      {state.qr && (
        <>
          <Text>{t('qrHelp')}</Text>
          <Center>
            <Image src={state.qr.image} alt={t('qrAlt')} data-qr={state.qr.data} w={220} h={220} />
          </Center>
        </>
      )}
      <Text role="status" aria-live="polite">
        {hint}
      </Text>
      <Anchor href={launchUrl(state.autoStartToken, mobile)} onClick={openedHere} ta="center">
        {t('openOnThisDevice')}
      </Anchor>
      <Button variant="subtle" color="gray" onClick={() => void cancel()}>
        {t('cancel')}
      </Button>
    </Stack>
  );
}
