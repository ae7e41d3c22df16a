import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginTokenResponse } from '@symptoms/domain';
import { loginWithBankId } from './api';
import { BankIdFlow } from './BankIdFlow';
import { useBankIdOrder } from './useBankIdOrder';

interface BankIdLoginProps {
  onLoggedIn: (token: LoginTokenResponse) => Promise<void> | void;
  /** Takes the person to the password form (the focus on its first field). */
  onUsePassword: () => void;
}

/**
 * BankID login beside the password form. Only an account whose personnummer is proven opens; the
 * server's refusal (4134) says how to confirm the number (decisions: "A personnummer is proven"), and
 * the ways on follow it: the password login, or registering with an invite. The refusal is the same
 * whether or not some account claims the number, and so are the ways on.
 */
export function BankIdLogin({ onLoggedIn, onUsePassword }: BankIdLoginProps) {
  const { t } = useTranslation('bankid');
  const order = useBankIdOrder(async (personnummer, orderRef) => {
    await onLoggedIn(await loginWithBankId(personnummer, orderRef));
  });
  const waysOn = (
    <Stack gap="xs" role="group" aria-labelledby="bankid-ways-on">
      <Text fw={600} id="bankid-ways-on">
        {t('noAccount.title')}
      </Text>
      <Button
        onClick={() => {
          order.reset();
          onUsePassword();
        }}
      >
        {t('noAccount.password')}
      </Button>
      <Button component={Link} to="/register" variant="default">
        {t('noAccount.invite')}
      </Button>
    </Stack>
  );
  return <BankIdFlow order={order} purpose="login" noAccountWaysOn={waysOn} />;
}
