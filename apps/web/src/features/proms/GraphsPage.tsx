import { useMemo } from 'react';
import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GRAPH, type PromReportView } from '@symptoms/domain';
import { getMyGroupProm, promsKeys, useContentLanguage, useMyGroupProms } from '../../api/proms';
import { useHistoryRange } from '../../ui/HistoryGraph';
import { graphedPromIds, showsScore } from './score-graph';
import { reportsByPromPath } from './paths';
import { ScoreGraph } from './ScoreGraph';
import { useAllPromReports } from './queries';
import { SymptomGraphs } from './SymptomGraphs';

/** `/graphs`: one graph per latest symptom and one per PROM the patient has scores for, except PROMs with HideScore (spec 1 §2). */
export default function GraphsPage() {
  const { t } = useTranslation('proms');
  const language = useContentLanguage();
  const { range, setRange, bounds } = useHistoryRange();
  const list = useMyGroupProms();
  const reports = useAllPromReports();
  const promIds = useMemo(() => graphedPromIds(list.data ?? [], reports.data ?? []), [list.data, reports.data]);
  const proms = useQueries({
    queries: promIds.map((id) => ({
      queryKey: promsKeys.myGroupOne(id, language),
      queryFn: ({ signal }: { signal: AbortSignal }) => getMyGroupProm(id, signal),
    })),
  });
  const graphed = proms.flatMap((q) => (q.data && showsScore(q.data) ? [q.data] : []));
  const byProm = useMemo(() => {
    const map = new Map<string, PromReportView[]>();
    for (const report of reports.data ?? []) map.set(report.PromId, [...(map.get(report.PromId) ?? []), report]);
    return map;
  }, [reports.data]);
  const loading = list.isPending || reports.isPending || proms.some((q) => q.isPending);

  return (
    <Stack gap="xl" maw={900}>
      <Stack gap={4}>
        <Title order={1}>{t('graphs.title')}</Title>
        <Text c="dimmed">{t('graphs.intro')}</Text>
      </Stack>
      <SymptomGraphs range={range} onRangeChange={setRange} bounds={bounds} />
      <section aria-labelledby="prom-graphs">
        <Stack gap="md">
          <Title order={2} id="prom-graphs">
            {t('graphs.promsTitle')}
          </Title>
          {(list.isError || reports.isError) && (
            <Alert color="red" role="alert">
              {t('graphs.loadFailed')}
            </Alert>
          )}
          {loading && !list.isError && !reports.isError && <Loader aria-label={t('graphs.loading')} />}
          {!loading && graphed.length === 0 && (
            <Stack gap="sm" align="flex-start">
              <Text>{t('graphs.empty')}</Text>
              <Button component={Link} to="/proms">
                {t('graphs.toProms')}
              </Button>
            </Stack>
          )}
          {graphed.map((prom) => (
            <Paper key={prom.Id} component="article" withBorder radius={12} p="md" aria-labelledby={`graph-${prom.Id}`}>
              <Stack gap="xs">
                <Title order={3} size="h4" id={`graph-${prom.Id}`} lang={prom.Language}>
                  {prom.Title}
                </Title>
                <ScoreGraph
                  prom={prom}
                  reports={byProm.get(prom.Id) ?? []}
                  range={range}
                  onRangeChange={setRange}
                  bounds={bounds}
                  height={GRAPH.listHeight}
                />
                <Anchor component={Link} to={reportsByPromPath(prom.Id)} w="fit-content">
                  {t('graphs.seeAll', { prom: prom.Title })}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
