import { useMemo } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { drawnValue, isInverted, STATUS_AREAS, type StatusArea } from '@symptoms/domain';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { getStatusSeries, statusReportsKeys } from '../../api/statusreports';
import { HistoryGraph, useHistoryRange, type GraphSeries } from '../../ui/HistoryGraph';
import { STATUS_COLOURS } from './areas';

function isArea(value: string | undefined): value is StatusArea {
  return !!value && (STATUS_AREAS as readonly string[]).includes(value);
}

function ItemGraph({ type }: { type: StatusArea }) {
  const { t } = useSourceTranslation('statusreports');
  const { range, setRange, bounds } = useHistoryRange();
  const area = t(`areas.${type}`);
  const source = usePatientSource();
  const series = useQuery({
    queryKey: source.key(statusReportsKeys.series(bounds.from.toISOString(), bounds.to.toISOString(), type)),
    queryFn: ({ signal }) => getStatusSeries(bounds.from, bounds.to, type, signal, source.base),
    placeholderData: (previous) => previous,
  });
  // Drawn values: higher is always worse, as in every status graph.
  const graph = useMemo<GraphSeries[]>(() => {
    const points = series.data?.find((s) => s.Type === type)?.Points ?? [];
    return [
      {
        key: type,
        label: area,
        colour: STATUS_COLOURS[type],
        points: points.map((p) => ({ Date: p.Date, Value: drawnValue(type, p.Intensity) })),
      },
    ];
  }, [series.data, type, area]);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('graph.itemTitle', { area })}</Title>
      {isInverted(type) && (
        <Text size="sm" c="dimmed">
          {t('graph.inverted')}
        </Text>
      )}
      {series.isError && <Alert color="red">{t('graph.loadFailed')}</Alert>}
      {series.isPending ? (
        <Loader aria-label={t('report.loading')} />
      ) : (
        <HistoryGraph series={graph} range={range} onRangeChange={setRange} bounds={bounds} label={t('graph.itemTitle', { area })} />
      )}
      <Anchor component={Link} to={source.path('/statusreport/graph') ?? '/statusreport/graph'}>
        {t('graph.allAreas')}
      </Anchor>
    </Stack>
  );
}

/** `/statusreport/graph/:statusItem`: one area over time in the shared history graph. */
export default function ItemGraphPage() {
  const { statusItem } = useParams();
  const overview = usePatientSource().path('/statusreport/graph') ?? '/statusreport/graph';
  if (!isArea(statusItem)) return <Navigate to={overview} replace />;
  return <ItemGraph key={statusItem} type={statusItem} />;
}
