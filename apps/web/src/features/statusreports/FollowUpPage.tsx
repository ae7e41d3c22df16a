import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SUGGESTION_HIDE_DAYS, type PromListItem, type PromSuggestion } from '@symptoms/domain';
import { useMyGroupProms } from '../../api/proms';
import { getLatestStatusReport, hideStatusSuggestions, statusReportsKeys } from '../../api/statusreports';
import { featureRoutes } from '../../app/features';
import { toast } from '../../ui/toast';
import { PromLanguageNote } from '../proms/PromLanguageNote';
import { FirstReportModal } from '../welcome/FirstReportModal';

/** The pain follow-up leads to the body figure only once that screen exists. */
const PAIN_ROUTE = '/choosemannequin';
function hasRoute(path: string): boolean {
  return featureRoutes.some((route) => route.path === path);
}

interface SuggestionCardProps {
  suggestion: PromSuggestion;
  /** The suggested PROM among the patient's PROMs; undefined when none of their groups offers it. */
  prom: PromListItem | undefined;
  promsLoaded: boolean;
}

function SuggestionCard({ suggestion, prom, promsLoaded }: SuggestionCardProps) {
  const { t } = useTranslation(['statusreports', 'proms']);
  const reason = t('followup.reason', { value: suggestion.Reason.Intensity, area: t(`areas.${suggestion.Reason.Type}`).toLowerCase() });
  if (suggestion.Kind === 'PainFollowUp') {
    const linked = hasRoute(PAIN_ROUTE);
    return (
      <Paper withBorder radius={12} p="md" component="article">
        <Stack gap="xs">
          <Title order={3}>{t('followup.painTitle')}</Title>
          <Text>{reason}</Text>
          <Text>{linked ? t('followup.painText') : t('followup.painTextLater')}</Text>
          {linked && (
            <Button component={Link} to={`${PAIN_ROUTE}?fromstatus=1`} w="fit-content">
              {t('followup.painLink')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius={12} p="md" component="article">
      <Stack gap="xs">
        <Title order={3}>{t('followup.promTitle', { prom: prom?.Title ?? suggestion.PromId })}</Title>
        <Text>{reason}</Text>
        {prom && <PromLanguageNote prom={prom} />}
        {prom ? (
          <Button component={Link} to={`/promreport/edit/${encodeURIComponent(prom.Id)}`} w="fit-content">
            {t('proms:followup.fill')}
          </Button>
        ) : (
          promsLoaded && (
            <Text c="dimmed" size="sm">
              {t('proms:followup.notOffered')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** `/statusreport/followup`: what the latest report suggests, a way to hide it, and what to do next. */
export default function FollowUpPage() {
  const { t } = useTranslation('statusreports');
  const location = useLocation();
  const queryClient = useQueryClient();
  const [thanking, setThanking] = useState(() => (location.state as { firstReport?: boolean } | null)?.firstReport === true);
  const latest = useQuery({ queryKey: statusReportsKeys.latest(), queryFn: ({ signal }) => getLatestStatusReport(signal) });
  const proms = useMyGroupProms();
  const hide = useMutation({
    mutationFn: (report: { Id: string; ids: string[] }) => hideStatusSuggestions(report.Id, report.ids),
    onSuccess: (report) => {
      queryClient.setQueryData(statusReportsKeys.latest(), report);
      toast.success(t('followup.hidden', { days: SUGGESTION_HIDE_DAYS }));
    },
    onError: () => toast.error(t('followup.hideFailed')),
  });

  const report = latest.data;
  const suggestions = report?.PromSuggestions ?? [];
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('followup.title')}</Title>
      {latest.isPending && <Loader aria-label={t('report.loading')} />}
      {latest.isError && <Alert color="red">{t('graph.loadFailed')}</Alert>}
      {report === null && (
        <Stack gap="sm">
          <Text>{t('followup.noReport')}</Text>
          <Button component={Link} to="/statusreport" w="fit-content">
            {t('followup.firstReport')}
          </Button>
        </Stack>
      )}
      {report && (
        <section aria-labelledby="suggestions-title">
          <Text id="suggestions-title" mb="sm">
            {suggestions.length > 0 ? t('followup.intro') : t('followup.none')}
          </Text>
          <Stack gap="md">
            {suggestions.map((s) => (
              <SuggestionCard
                key={s.PromId}
                suggestion={s}
                prom={proms.data?.find((p) => p.Id === s.PromId)}
                promsLoaded={proms.isSuccess}
              />
            ))}
          </Stack>
          {suggestions.length > 0 && (
            <Button
              variant="default"
              mt="md"
              loading={hide.isPending}
              onClick={() => hide.mutate({ Id: report.Id, ids: suggestions.map((s) => s.PromId) })}
            >
              {t('followup.hide')}
            </Button>
          )}
        </section>
      )}
      <section aria-labelledby="next-title">
        <Title order={2} id="next-title" mb="sm">
          {t('followup.next')}
        </Title>
        <Group gap="sm">
          {report && (
            <Button component={Link} to="/statusreport/graph">
              {t('followup.seeGraph')}
            </Button>
          )}
          <Button component={Link} to="/notes" variant="default">
            {t('followup.writeNote')}
          </Button>
          <Anchor component={Link} to="/welcome">
            {t('followup.toHome')}
          </Anchor>
        </Group>
      </section>
      <FirstReportModal opened={thanking} onClose={() => setThanking(false)} />
    </Stack>
  );
}
