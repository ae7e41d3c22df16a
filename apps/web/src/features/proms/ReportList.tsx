import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayedScore, scoreBand, type Prom, type PromReportView } from '@symptoms/domain';
import { usePatientSource } from '../../api/patient-source';
import { isLanguageId } from '../../i18n';
import { dateTime } from '../../ui/relative-date';
import { fillPromPath } from './paths';
import { reportDate } from './score-graph';

function ScoreText({ prom, report }: { prom: Prom; report: PromReportView }) {
  const { t } = useTranslation('proms');
  const score = displayedScore(prom, report);
  if (!score || score.Score === null) return null;
  const band = scoreBand(prom, score.Score)?.Label;
  return (
    <Text className="tabular">
      {t('reports.score', { score: score.Score, max: prom.Scoring.Max })}
      {/* The band comes with the questionnaire, in its language (some ship in English only). */}
      {band && (
        <>
          {' ('}
          <span lang={prom.Language}>{band}</span>)
        </>
      )}
    </Text>
  );
}

/** The patient's reports of one PROM, newest first: date, score (unless hidden), complete or how far. */
export function ReportList({ prom, reports }: { prom: Prom; reports: readonly PromReportView[] }) {
  const { t, i18n } = useTranslation('proms');
  const source = usePatientSource();
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reports.map((report) => {
        const when = dateTime(reportDate(report), language, undefined, true);
        const percent = Math.round(report.percentCompleted);
        return (
          <Paper key={report.Id} component="li" withBorder radius={12} p="md" aria-label={t('reports.reportLabel', { date: when })}>
            <Group justify="space-between" gap="sm" align="center">
              <Stack gap={4}>
                <Text fw={600} className="tabular">
                  {when}
                </Text>
                <ScoreText prom={prom} report={report} />
                <Group gap={6} c={report.isCompleted ? 'teal.9' : 'gray.8'}>
                  {report.isCompleted ? (
                    <IconCircleCheck size={20} stroke={1.75} aria-hidden />
                  ) : (
                    <IconProgress size={20} stroke={1.75} aria-hidden />
                  )}
                  <Text size="sm" fw={500}>
                    {report.isCompleted ? t('reports.complete') : t('reports.partial', { percent })}
                  </Text>
                </Group>
              </Stack>
              {source.readOnly ? (
                <Button component={Link} to={source.path(fillPromPath(prom.Id, report.Id)) ?? '#'} variant="default">
                  {t('reports.view')}
                </Button>
              ) : (
                <Button component={Link} to={fillPromPath(prom.Id, report.Id)} variant={report.isCompleted ? 'default' : 'light'}>
                  {report.isCompleted ? t('reports.open') : t('reports.continue')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
