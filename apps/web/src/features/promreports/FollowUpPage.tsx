import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayedScore, riskGuidanceFor, scoreBand, type Prom, type PromReportView } from '@symptoms/domain';
import { getPromReport, promReportsKeys } from '../../api/promreports';
import { useMyGroupProm } from '../../api/proms';
import { featureRoutes } from '../../app/features';
import { isLanguageId } from '../../i18n';
import { RiskGuidance } from '../../ui/Questionnaire';

const BY_PROM_ROUTE = '/promreports/prom/:promId';
const hasReportsByProm = () => featureRoutes.some((route) => route.path === BY_PROM_ROUTE);

function ScoreCard({ prom, report }: { prom: Prom; report: PromReportView }) {
  const { t } = useTranslation('promreports');
  const score = displayedScore(prom, report);
  if (!score || score.Score === null) return null;
  const band = scoreBand(prom, score.Score);
  return (
    <Paper withBorder radius={12} p="md" maw={420} component="section" aria-labelledby="score-title">
      <Stack gap={4}>
        <Text id="score-title" size="sm" c="dimmed">
          {t('followup.scoreTitle')}
        </Text>
        <Text fz={32} fw={600} className="tabular" data-testid="prom-score">
          {t('followup.score', { score: score.Score, min: prom.Scoring.Min, max: prom.Scoring.Max })}
        </Text>
        {band?.Label && <Text fw={500}>{band.Label}</Text>}
        <Text size="sm" c="dimmed">
          {prom.Scoring.HigherIsBetter ? t('followup.higherIsBetter') : t('followup.lowerIsBetter')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/promreport/followup/{promreportid}`: the saved message, the score (unless hidden) and what to do next. */
export default function FollowUpPage() {
  const { t, i18n } = useTranslation('promreports');
  const { id = '' } = useParams();
  const report = useQuery({ queryKey: promReportsKeys.one(id), queryFn: ({ signal }) => getPromReport(id, signal) });
  const promId = report.data?.PromId ?? '';
  const prom = useMyGroupProm(promId);

  if (report.isError || prom.isError) return <Alert color="red">{t('followup.loadFailed')}</Alert>;
  if (!report.data || !prom.data) return <Loader aria-label={t('edit.loading')} />;
  const done = report.data.isCompleted;
  // Before the score: a low total never hides what an item like PHQ-9 item 9 calls for.
  const risk = riskGuidanceFor(prom.data, report.data.Answers ?? []);
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const editPath = `/promreport/edit/${encodeURIComponent(prom.data.Id)}/${encodeURIComponent(report.data.Id)}`;
  return (
    <Stack gap="lg" maw={640}>
      <Group gap="sm" wrap="nowrap" align="center">
        <IconCircleCheck size={32} stroke={1.75} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={1}>{done ? t('followup.savedTitle') : t('followup.partialTitle')}</Title>
      </Group>
      <Text>{done ? t('followup.savedText', { title: prom.data.Title }) : t('followup.partialText')}</Text>
      <RiskGuidance kinds={risk} language={language} />
      {done && <ScoreCard prom={prom.data} report={report.data} />}
      <section aria-labelledby="next-title">
        <Title order={2} id="next-title" mb="sm">
          {t('followup.next')}
        </Title>
        <Group gap="sm">
          {!done && (
            <Button component={Link} to={editPath}>
              {t('followup.continue')}
            </Button>
          )}
          {hasReportsByProm() && (
            <Button component={Link} to={`/promreports/prom/${encodeURIComponent(prom.data.Id)}`} variant={done ? 'filled' : 'default'}>
              {t('followup.allReports')}
            </Button>
          )}
          {done && (
            <Button component={Link} to={editPath} variant="default">
              {t('followup.review')}
            </Button>
          )}
          <Anchor component={Link} to="/proms">
            {t('followup.toList')}
          </Anchor>
          <Anchor component={Link} to="/welcome">
            {t('followup.toHome')}
          </Anchor>
        </Group>
      </section>
    </Stack>
  );
}
