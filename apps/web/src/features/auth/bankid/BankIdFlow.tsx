import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Divider, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bankIdMessage, ErrorCode } from '@symptoms/domain';
import { isLanguageId } from '../../../i18n';
import { bankIdDevice, launchUrl } from './api';
import { usePhoneFirst } from './phone-first';
import type { useBankIdOrder } from './useBankIdOrder';

/** The refusals of someone BankID knows but who has no account here: they need the ways on, not a retry alone. */
const NO_ACCOUNT = new Set<number>([ErrorCode.PersonnummerNotProven, ErrorCode.NoAccountForIdentity]);

/** What the order is for: the words of its button, its wait and its failure. */
type BankIdPurpose = 'login' | 'confirm';

const KEYS = {
  login: { start: 'start', finishing: 'loggingIn', failed: 'failed', title: 'title' },
  confirm: { start: 'confirm.start', finishing: 'confirm.finishing', failed: 'confirm.failed', title: 'confirm.title' },
} as const;

interface BankIdFlowProps {
  order: ReturnType<typeof useBankIdOrder>;
  purpose: BankIdPurpose;
  /** Shown under a refusal for want of an account (4134): the screen's other ways in. */
  noAccountWaysOn?: ReactNode;
}

/**
 * A BankID order on the screen: the animated QR for BankID on another device, and a link that opens
 * BankID on this one (both from one order), BankID's messages while it waits, and the failure with
 * a way to start again. On a phone the app on the phone comes first, in a phone's words. Never asks
 * for a personnummer.
 */
export function BankIdFlow({ order, purpose, noAccountWaysOn }: BankIdFlowProps) {
  const { t, i18n } = useTranslation('bankid');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const device = bankIdDevice();
  const { mobile } = device;
  const phoneFirst = usePhoneFirst();
  const keys = KEYS[purpose];
  const { state, start, cancel, openedHere, reset } = order;

  if (state.phase === 'idle') {
    const button = (
      <Button
        variant={purpose === 'login' && !phoneFirst ? 'default' : 'filled'}
        onClick={() => void start(mobile)}
        fullWidth={purpose === 'login'}
        w={purpose === 'login' ? undefined : 'fit-content'}
      >
        {t(keys.start)}
      </Button>
    );
    if (purpose !== 'login' || phoneFirst) return button;
    return (
      <Stack gap="sm" mt="md">
        <Divider label={t('or')} labelPosition="center" />
        {button}
      </Stack>
    );
  }

  if (state.phase === 'starting' || state.phase === 'finishing') {
    return (
      <Center py="md" mt="md" aria-live="polite">
        <Loader size="sm" mr="sm" />
        <Text>{state.phase === 'starting' ? t('starting') : t(keys.finishing)}</Text>
      </Center>
    );
  }

  if (state.phase === 'failed') {
    const message = state.error
      ? state.error.message
      : bankIdMessage('failed', state.hintCode, { autostart: state.autostart, mobile }, language);
    return (
      <Stack gap="sm" mt="md">
        <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t(keys.failed)}>
          {message}
        </Alert>
        {state.error && NO_ACCOUNT.has(state.error.errorCode) && noAccountWaysOn}
        <Button variant="default" onClick={reset} fullWidth={purpose === 'login'} w={purpose === 'login' ? undefined : 'fit-content'}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  const hint = bankIdMessage('pending', state.hintCode ?? 'outstandingTransaction', { autostart: state.autostart, mobile }, language);
  const href = launchUrl(state.autoStartToken, device, window.location.href);
  return (
    <Stack gap="sm" mt="md" aria-label={t(keys.title)} role="group">
      {phoneFirst && (
        <Button component="a" href={href} onClick={openedHere} fullWidth>
          {t(mobile ? 'openApp' : 'openOnThisDevice')}
        </Button>
      )}
      {state.qr && (
        <>
          <Text>{t(phoneFirst ? 'qrHelpOtherDevice' : 'qrHelp')}</Text>
          <Center>
            <Image src={state.qr.image} alt={t('qrAlt')} data-qr={state.qr.data} w={220} h={220} />
          </Center>
        </>
      )}
      <Text role="status" aria-live="polite">
        {hint}
      </Text>
      {!phoneFirst && (
        <Anchor href={href} onClick={openedHere} ta="center">
          {t('openOnThisDevice')}
        </Anchor>
      )}
      <Button variant="subtle" color="gray" onClick={() => void cancel()}>
        {t('cancel')}
      </Button>
    </Stack>
  );
}
