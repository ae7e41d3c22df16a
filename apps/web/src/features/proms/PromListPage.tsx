import { useMemo } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupPromsByGroup } from './prom-groups';
import { searchPath } from './paths';
import { AllPromsSection, RequestedSection, SuggestedSection, UnfinishedSection } from './PromListSections';
import { useAllPromReports, useOpenPromRequests, useSuggestedProms } from './queries';
import { SearchForm } from './SearchForm';
import { useMyGroupProms } from '../../api/proms';

/** `/proms`: requested PROMs, suggestions, unfinished reports to continue, and every PROM by group (spec 1 §2). */
export default function PromListPage() {
  const { t, i18n } = useTranslation('proms');
  const navigate = useNavigate();
  const proms = useMyGroupProms();
  const requests = useOpenPromRequests();
  const suggested = useSuggestedProms();
  const reports = useAllPromReports();

  const titles = useMemo(() => new Map((proms.data ?? []).map((p) => [p.Id, p.Title])), [proms.data]);
  const titleOf = (promId: string) => titles.get(promId) ?? promId;
  const sections = useMemo(() => groupPromsByGroup(proms.data ?? [], i18n.language), [proms.data, i18n.language]);
  const unfinished = (reports.data ?? []).filter((r) => !r.isCompleted);
  const failed = proms.isError || requests.isError || reports.isError;

  return (
    <Stack gap="xl" maw={1080}>
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      <SearchForm onSearch={(query) => void navigate(searchPath(query))} />
      {failed && (
        <Alert color="red" role="alert">
          {t('list.loadFailed')}
        </Alert>
      )}
      {proms.isPending ? (
        <Loader aria-label={t('list.loading')} />
      ) : (
        <>
          <RequestedSection requests={requests.data ?? []} titleOf={titleOf} />
          <SuggestedSection proms={suggested.data ?? []} />
          <UnfinishedSection reports={unfinished} titleOf={titleOf} />
          {proms.isSuccess && <AllPromsSection sections={sections} />}
        </>
      )}
    </Stack>
  );
}
