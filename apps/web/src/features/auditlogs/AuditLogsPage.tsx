import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_LOG_PAGE, type MyAuditLog } from '@symptoms/domain';
import { auditLogKeys, downloadAuditLogExtract, getAuditLogs, type AuditFilter } from '../../api/auditlogs';
import { toast } from '../../ui/toast';
import { ACTION_LOOK, useEntryText } from './audit-entry';

function Entry({ entry }: { entry: MyAuditLog }) {
  const text = useEntryText();
  const look = ACTION_LOOK[entry.ActionType];
  const Icon = look.icon;
  return (
    <Paper component="li" withBorder radius={12} style={{ listStyle: 'none' }}>
      <UnstyledButton component={Link} to={`/auditlogs/${entry.Id}`} p="sm" w="100%" display="block">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={look.color} variant="light" radius="xl" size="lg" aria-hidden>
            <Icon size={20} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {text.action(entry)}: {text.resource(entry)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text.actor(entry)}
            </Text>
            <Text size="sm" c="dimmed">
              {text.when(entry)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

/** The patient's audit log (`/auditlogs`, spec 2 §2): All or Others, newest first, 20 more as the list's end comes into view. */
export default function AuditLogsPage() {
  const { t } = useTranslation('auditlogs');
  const [filter, setFilter] = useState<AuditFilter>('all');
  const log = useInfiniteQuery({
    queryKey: auditLogKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAuditLogs(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < AUDIT_LOG_PAGE ? undefined : last.at(-1)!.Id),
  });
  const entries = log.data?.pages.flat() ?? [];
  const extract = useMutation({ mutationFn: downloadAuditLogExtract, onError: () => toast.error(t('extract.failed')) });
  const { ref, entry: end } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  useEffect(() => {
    if (end?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [end?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Group gap="sm" wrap="nowrap" align="center">
        <Button
          leftSection={<IconDownload size={18} />}
          variant="light"
          loading={extract.isPending}
          onClick={() => extract.mutate()}
          style={{ flexShrink: 0 }}
        >
          {t('extract.download')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('extract.hint')}
        </Text>
      </Group>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as AuditFilter)}
        data={[
          { value: 'all', label: t('filter.all') },
          { value: 'others', label: t('filter.others') },
        ]}
        aria-label={t('filter.label')}
        style={{ alignSelf: 'flex-start' }}
      />
      {log.isPending && <Loader aria-label={t('loading')} />}
      {log.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {log.isSuccess && entries.length === 0 && <Text>{t('empty')}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0}>
        {entries.map((entry) => (
          <Entry key={entry.Id} entry={entry} />
        ))}
      </Stack>
      {hasNextPage && (
        <Button
          ref={ref}
          variant="default"
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
