import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromReportView } from '@symptoms/domain';
import { usePatientSource } from '../../api/patient-source';
import { useAnyProm } from '../../api/proms';
import { isLanguageId } from '../../i18n';
import { dateTime } from '../../ui/relative-date';
import { useAllPromReports } from '../proms/queries';
import { RiskFlags } from './RiskFlags';
import { usePatientSummary } from './use-summary';

function PromRow({ promId, reports }: { promId: string; reports: readonly PromReportView[] }) {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const source = usePatientSource();
  const prom = useAnyProm(promId);
  const latest = reports[0]!;
  return (
    <Paper component="li" withBorder radius={12} p="md">
      <Stack gap={2}>
        <Anchor component={Link} to={source.path(`/promreports/prom/${promId}`) ?? '#'} fw={600} lang={prom.data?.Language}>
          {prom.data?.Title ?? promId}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('promreports.count', { count: reports.length, date: dateTime(latest.CompletedDate ?? latest.CreatedDate, language) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/admin/patients/{id}/promreports`: the questionnaires the patient answered, each to its score graph and answers. */
export default function PromReportsOverviewPage() {
  const { t } = useTranslation('patients');
  const reports = useAllPromReports();
  const summary = usePatientSummary().data;
  const byProm = new Map<string, PromReportView[]>();
  for (const report of reports.data ?? []) byProm.set(report.PromId, [...(byProm.get(report.PromId) ?? []), report]);
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('promreports.title')}</Title>
      {summary && <RiskFlags patientId={summary.Patient.Id} flags={summary.RiskFlags} />}
      {reports.isPending && <Loader aria-label={t('promreports.loading')} />}
      {reports.isError && (
        <Alert color="red" role="alert">
          {t('promreports.loadFailed')}
        </Alert>
      )}
      {reports.isSuccess && byProm.size === 0 && <Text>{t('promreports.empty')}</Text>}
      {byProm.size > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...byProm].map(([promId, list]) => (
            <PromRow key={promId} promId={promId} reports={list} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
