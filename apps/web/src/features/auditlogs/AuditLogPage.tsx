import { Alert, Anchor, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { auditLogKeys, getAuditLog } from '../../api/auditlogs';
import { ACTION_LOOK, useEntryText } from './audit-entry';

/** One entry of the audit log (`/auditlogs/{auditlogid}`): point in time, event and actor. */
export default function AuditLogPage() {
  const { t } = useTranslation('auditlogs');
  const { auditlogid = '' } = useParams();
  const text = useEntryText();
  const entry = useQuery({ queryKey: auditLogKeys.one(auditlogid), queryFn: ({ signal }) => getAuditLog(auditlogid, signal) });
  const look = entry.data ? ACTION_LOOK[entry.data.ActionType] : null;
  const Icon = look?.icon;

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/auditlogs">
        {t('back')}
      </Anchor>
      <Title order={1}>{t('detailTitle')}</Title>
      {entry.isPending && <Loader aria-label={t('loading')} />}
      {entry.isError && (
        <Alert color="red" role="alert">
          {t('notFound')}
        </Alert>
      )}
      {entry.data && look && Icon && (
        <Paper withBorder radius={12} p="md">
          <Stack component="dl" gap="sm" m={0}>
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('detail.when')}
              </Text>
              <Text component="dd" m={0}>
                {text.when(entry.data)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('detail.event')}
              </Text>
              <Group component="dd" m={0} gap="xs" wrap="nowrap">
                <ThemeIcon color={look.color} variant="light" radius="xl" size="md" aria-hidden>
                  <Icon size={16} stroke={1.75} />
                </ThemeIcon>
                <Text>
                  {text.action(entry.data)}: {text.resource(entry.data)}
                </Text>
              </Group>
            </div>
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('detail.actor')}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {text.actor(entry.data)}
              </Text>
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
