import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAdherence, getGroupPromRequests, studyTasksKeys } from '../../api/studytasks';
import { AdherenceList } from './AdherenceList';

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'red' }) {
  return (
    <Paper withBorder radius={12} p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} c={tone === 'red' && value > 0 ? 'red.8' : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

/** The researcher's landing page (`/admin/research`, spec 3 §2): the group's participants, their adherence and the PROM requests. */
export default function ResearchPage() {
  const { t } = useTranslation('research');
  const adherence = useQuery({ queryKey: studyTasksKeys.adherence(), queryFn: ({ signal }) => getAdherence(signal) });
  const requests = useQuery({ queryKey: studyTasksKeys.groupRequests(), queryFn: ({ signal }) => getGroupPromRequests(signal) });
  const participants = adherence.data?.Participants ?? [];
  const late = participants.filter((p) => p.LateCount > 0).length;
  const open = (requests.data ?? []).filter((r) => r.ReportDate === null).length;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{adherence.data ? t('title', { group: adherence.data.GroupName }) : t('titleAnonymous')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {(adherence.isPending || requests.isPending) && <Loader aria-label={t('loading')} />}
      {adherence.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {adherence.data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('figures.participants')} value={participants.length} />
          <Figure label={t('figures.late')} value={late} tone="red" />
          <Figure label={t('figures.tasks')} value={adherence.data.Tasks.length} />
          <Figure label={t('figures.openRequests')} value={open} />
        </SimpleGrid>
      )}
      <Group gap="lg">
        <Anchor component={Link} to="/admin/study-schema">
          {t('toSchema')}
        </Anchor>
        <Anchor component={Link} to="/admin/prom-requests">
          {t('toRequests')}
        </Anchor>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="adherence">
        <Title order={2} id="adherence">
          {t('adherence.title')}
        </Title>
        {adherence.data && <AdherenceList view={adherence.data} />}
      </Stack>
    </Stack>
  );
}
