import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@symptoms/domain';
import { confirmPersonnummerWithBankId } from '../../api/identity';
import { queryKeys } from '../../api/query-keys';
import { Badge } from '../../ui/Badge';
import { isLanguageId } from '../../i18n';
import { toast } from '../../ui/toast';
import { writtenDay } from '../../ui/relative-date';
import { BankIdFlow } from '../auth/bankid/BankIdFlow';
import { useBankIdOrder } from '../auth/bankid/useBankIdOrder';

/**
 * The account's personnummer and whether it is proven (issue 32): confirmed (how and when), only
 * stated, or gone because another account proved it. Only a confirmed number opens BankID and
 * single sign-on logins and reaches the account's shares, so the unconfirmed states offer BankID.
 */
export function PersonnummerSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const queryClient = useQueryClient();
  const order = useBankIdOrder(async (_personnummer, orderRef) => {
    const confirmed = await confirmPersonnummerWithBankId(orderRef);
    queryClient.setQueriesData({ queryKey: queryKeys.myUser }, confirmed);
    toast.success(t('personnummer.confirmedToast'));
  });

  if (user.PersonnummerProof && user.PersonnummerProvenDate) {
    return (
      <Stack gap="sm" maw={520}>
        <TextInput label={t('personal.personnummer')} value={user.Personnummer ?? ''} disabled readOnly />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCircleCheck aria-hidden color="var(--mantine-color-teal-7)" />
          <Text>{t(`personnummer.proven.${user.PersonnummerProof}`, { date: writtenDay(user.PersonnummerProvenDate, language) })}</Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" maw={520}>
      {user.Personnummer === null ? (
        // Mantine's yellow title on the pale yellow fails WCAG's contrast: the title is dark, the colour stays the warning's.
        <Alert color="yellow" title={t('personnummer.removedTitle')} styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
          <Stack gap="xs">
            <Text size="sm">
              {user.PersonnummerRemovedDate
                ? t('personnummer.removed', { date: writtenDay(user.PersonnummerRemovedDate, language) })
                : t('personnummer.none')}
            </Text>
            <Text size="sm">{t('personnummer.removedHelp')}</Text>
          </Stack>
        </Alert>
      ) : (
        <>
          <TextInput label={t('personal.personnummer')} value={user.Personnummer} disabled readOnly />
          <Group gap="xs">
            <Badge tone="warning">{t('personnummer.claimedBadge')}</Badge>
          </Group>
          <Text>{t('personnummer.claimed')}</Text>
        </>
      )}
      <BankIdFlow order={order} purpose="confirm" />
    </Stack>
  );
}
