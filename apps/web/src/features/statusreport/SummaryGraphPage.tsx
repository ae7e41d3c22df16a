import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { getLatestStatusReport, getStatusReport, statusReportsKeys } from '../../api/statusreports';
import { ReportSummary } from './ReportSummary';

const LOCALES: Record<string, string> = { sv: 'sv-SE', en: 'en-GB' };

/** `/statusreport/graph`: the latest report. */
export function SummaryGraphPage() {
  const { t } = useTranslation('statusreport');
  const latest = useQuery({ queryKey: statusReportsKeys.latest(), queryFn: ({ signal }) => getLatestStatusReport(signal) });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('graph.title')}</Title>
      {latest.isPending && <Loader aria-label={t('report.loading')} />}
      {latest.isError && <Alert color="red">{t('graph.loadFailed')}</Alert>}
      {latest.data === null && (
        <Stack gap="sm">
          <Text>{t('graph.empty')}</Text>
          <Button component={Link} to="/statusreport" w="fit-content">
            {t('graph.newReport')}
          </Button>
        </Stack>
      )}
      {latest.data && (
        <>
          <ReportSummary report={latest.data} />
          <Group gap="sm">
            <Button component={Link} to="/statusreport">
              {t('graph.newReport')}
            </Button>
            <Button component={Link} to={`/statusreport/${latest.data.Id}/edit`} variant="default">
              {t('graph.edit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** `/statusreport/:id`: one report, with a way to edit it. */
export function ReportGraphPage() {
  const { t, i18n } = useTranslation('statusreport');
  const { id = '' } = useParams();
  const report = useQuery({ queryKey: statusReportsKeys.one(id), queryFn: ({ signal }) => getStatusReport(id, signal) });
  const date = report.data
    ? new Intl.DateTimeFormat(LOCALES[i18n.language] ?? 'sv-SE', {
        timeZone: 'Europe/Stockholm',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(report.data.CreatedDate))
    : '';
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{report.data ? t('graph.reportTitle', { date }) : t('graph.title')}</Title>
      {report.isPending && <Loader aria-label={t('report.loading')} />}
      {report.isError && (
        <Alert color="red">
          {report.error instanceof ApiError && report.error.status === 404 ? t('graph.notFound') : t('graph.loadFailed')}
        </Alert>
      )}
      {report.data && (
        <>
          <ReportSummary report={report.data} />
          <Group gap="sm">
            <Button component={Link} to={`/statusreport/${report.data.Id}/edit`}>
              {t('graph.edit')}
            </Button>
            <Button component={Link} to="/statusreport" variant="default">
              {t('graph.newReport')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
