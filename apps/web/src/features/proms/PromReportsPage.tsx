import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Prom, PromReportView } from '@symptoms/domain';
import { useHistoryRange } from '../../ui/HistoryGraph';
import { fillPromPath } from './paths';
import { useAllPromReports } from './queries';
import { ReportList } from './ReportList';
import { ScoreGraph } from './ScoreGraph';
import { showsScore } from './score-graph';
import { useAnyProm, useMyGroupProm } from '../../api/proms';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';

function ScoreSection({ prom, reports }: { prom: Prom; reports: readonly PromReportView[] }) {
  const { t } = useTranslation('proms');
  const { range, setRange, bounds } = useHistoryRange();
  if (!showsScore(prom)) {
    return <Text c="dimmed">{t('reports.noScore')}</Text>;
  }
  return (
    <section aria-labelledby="score-graph-title">
      <Stack gap="xs">
        <Title order={2} id="score-graph-title">
          {t('reports.graphTitle')}
        </Title>
        <ScoreGraph prom={prom} reports={reports} range={range} onRangeChange={setRange} bounds={bounds} />
      </Stack>
    </section>
  );
}

/** `/promreports/prom/{promid}`: the score graph (unless the PROM hides its score), the reports, and a fill-out button. */
export default function PromReportsPage() {
  const { t } = useSourceTranslation('proms');
  const promId = useParams().promId ?? '';
  const source = usePatientSource();
  // The patient answers their groups' PROMs; staff read whichever PROM the patient answered.
  const own = useMyGroupProm(promId, !source.readOnly);
  const any = useAnyProm(promId, source.readOnly);
  const prom = source.readOnly ? any : own;
  const listPath = source.path('/proms') ?? '/proms';
  const reports = useAllPromReports(promId);

  if (prom.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Alert color="yellow" role="alert">
          {t('reports.notFound')}
        </Alert>
        <Anchor component={Link} to={listPath}>
          {t('backToList')}
        </Anchor>
      </Stack>
    );
  }
  if (prom.isPending) return <Loader aria-label={t('reports.loading')} />;

  const list = reports.data ?? [];
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} lang={prom.data.Language}>
          {prom.data.Title}
        </Title>
        <Text c="dimmed">{t('reports.subtitle')}</Text>
      </Stack>
      {!source.readOnly && (
        <Button component={Link} to={fillPromPath(promId)} leftSection={<IconPencil size={20} stroke={1.75} aria-hidden />} w="fit-content">
          {t('reports.fillOut')}
        </Button>
      )}
      {reports.isError && (
        <Alert color="red" role="alert">
          {t('reports.loadFailed')}
        </Alert>
      )}
      {reports.isPending && <Loader aria-label={t('reports.loading')} />}
      {reports.isSuccess && list.length > 0 && <ScoreSection prom={prom.data} reports={list} />}
      {reports.isSuccess && (
        <section aria-labelledby="report-list-title">
          <Stack gap="sm">
            <Title order={2} id="report-list-title">
              {t('reports.listTitle')}
            </Title>
            {list.length === 0 ? <Text>{t('reports.empty')}</Text> : <ReportList prom={prom.data} reports={list} />}
          </Stack>
        </section>
      )}
      <Anchor component={Link} to={listPath} w="fit-content">
        {t('backToList')}
      </Anchor>
    </Stack>
  );
}
