import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClosedReason } from './request-state';

const ICONS = { unknown: IconLinkOff, expired: IconClockX, filled: IconCircleCheck } as const;

/** The page for a link that cannot be answered, and the thank-you page after sending. */
export function ClosedRequest({ reason }: { reason: ClosedReason | 'sent' }) {
  const { t } = useTranslation('promrequests');
  const Icon = reason === 'sent' ? IconCircleCheck : ICONS[reason];
  return (
    <Paper withBorder radius={12} p="xl" maw={560} mx="auto" component="section" aria-labelledby="request-closed-title">
      <Stack gap="sm" align="flex-start">
        <Icon size={40} stroke={1.75} aria-hidden color="var(--mantine-color-teal-7)" />
        <Title order={1} id="request-closed-title">
          {t(`${reason}.title`)}
        </Title>
        <Text>{t(`${reason}.text`)}</Text>
      </Stack>
    </Paper>
  );
}
