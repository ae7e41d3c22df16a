import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayedScore, riskGuidanceFor, scoreBand, type Prom, type PromReportView } from '@symptoms/domain';
import { usePatientSource } from '../../api/patient-source';
import { getPromReport, promReportsKeys } from '../../api/promreports';
import { useAnyProm } from '../../api/proms';
import { isLanguageId } from '../../i18n';
import { NormalView, type AnswerActions } from '../../ui/Questionnaire';
import { dateTime } from '../../ui/relative-date';
import { reportsByPromPath } from '../proms/paths';

/** Staff read: the questionnaire shows the answers and takes none. */
const READ_ONLY: AnswerActions = { choose: () => undefined, value: () => undefined };

function Summary({ prom, report }: { prom: Prom; report: PromReportView }) {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const score = displayedScore(prom, report);
  const band = score?.Score != null ? scoreBand(prom, score.Score)?.Label : undefined;
  return (
    <Stack gap={4}>
      <Text className="tabular">
        {report.CompletedDate
          ? t('promreport.completed', { date: dateTime(report.CompletedDate, language) })
          : t('promreport.started', { date: dateTime(report.CreatedDate, language) })}
      </Text>
      {score?.Score != null && (
        <Text fw={600} className="tabular" data-testid="prom-score">
          {t('promreport.score', { score: score.Score, min: prom.Scoring.Min, max: prom.Scoring.Max })}
        </Text>
      )}
      {/* The band comes with the questionnaire, in its language. */}
      {band && <Text lang={prom.Language}>{band}</Text>}
      <Group gap={6} c={report.isCompleted ? 'teal.9' : 'gray.8'}>
        {report.isCompleted ? (
          <IconCircleCheck size={20} stroke={1.75} aria-hidden />
        ) : (
          <IconProgress size={20} stroke={1.75} aria-hidden />
        )}
        <Text size="sm" fw={500}>
          {report.isCompleted ? t('promreport.complete') : t('promreport.partial', { percent: Math.round(report.percentCompleted) })}
        </Text>
      </Group>
    </Stack>
  );
}

/** `/admin/patients/{id}/promreports/{promReportId}`: one report's answers as the patient gave them, read-only. */
export default function PromReportPage() {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const { promReportId = '' } = useParams();
  const source = usePatientSource();
  const report = useQuery({
    queryKey: source.key(promReportsKeys.one(promReportId)),
    queryFn: ({ signal }) => getPromReport(promReportId, signal, source.base),
  });
  const prom = useAnyProm(report.data?.PromId ?? '', report.isSuccess);

  if (report.isError || prom.isError) {
    return (
      <Alert color="red" role="alert">
        {t('promreport.loadFailed')}
      </Alert>
    );
  }
  if (!report.data || !prom.data) return <Loader aria-label={t('promreport.loading')} />;
  // An answer such as PHQ-9 item 9 is shown first, with what the reader is to do, whatever the total.
  const risk = riskGuidanceFor(prom.data, report.data.Answers);
  const back = source.path(reportsByPromPath(prom.data.Id));
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap="xs">
        <Title order={1} lang={prom.data.Language}>
          {prom.data.Title}
        </Title>
        <Summary prom={prom.data} report={report.data} />
      </Stack>
      {risk.length > 0 && (
        <Alert
          color="red"
          variant="light"
          radius={12}
          icon={<IconAlertTriangle size={28} aria-hidden />}
          title={t('promreport.risk.title')}
          role="alert"
        >
          {t('promreport.risk.text')}
        </Alert>
      )}
      <NormalView prom={prom.data} answers={report.data.Answers} language={language} disabled actions={READ_ONLY} />
      {back && (
        <Anchor component={Link} to={back} w="fit-content">
          {t('promreport.back')}
        </Anchor>
      )}
    </Stack>
  );
}
