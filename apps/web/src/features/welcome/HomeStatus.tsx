import { useCallback, useMemo } from 'react';
import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STATUS_AREAS, type StatusArea } from '@symptoms/domain';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { getLatestStatusReport, statusReportsKeys } from '../../api/statusreports';
import { RadarChart } from '../../ui/RadarChart';

/** The radar chart of the latest status report's areas, or the one action that fills it. */
export function HomeStatus() {
  const { t } = useSourceTranslation('welcome');
  const { t: ts } = useSourceTranslation('statusreports');
  const source = usePatientSource();
  const latest = useQuery({
    queryKey: source.key(statusReportsKeys.latest()),
    queryFn: ({ signal }) => getLatestStatusReport(signal, source.base),
  });
  const graphPath = source.path('/statusreport/graph');
  const label = useCallback((type: StatusArea) => ts(`areas.${type}`), [ts]);
  const items = useMemo(
    () => [...(latest.data?.Items ?? [])].sort((a, b) => STATUS_AREAS.indexOf(a.Type) - STATUS_AREAS.indexOf(b.Type)),
    [latest.data],
  );
  return (
    <section aria-labelledby="home-status">
      <Title order={2} id="home-status" mb="sm">
        {ts('radar.title')}
      </Title>
      {latest.isPending && <Loader aria-label={t('loadingStatus')} />}
      {latest.isError && <Text c="red">{t('statusFailed')}</Text>}
      {latest.data === null && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('statusEmpty')}</Text>
          {!source.readOnly && (
            <Button component={Link} to="/statusreport" variant="default">
              {t('actions.statusReport')}
            </Button>
          )}
        </Stack>
      )}
      {latest.data && (
        <Stack gap="sm">
          <RadarChart items={items} label={label} />
          {graphPath && (
            <Anchor component={Link} to={graphPath}>
              {t('statusGraphLink')}
            </Anchor>
          )}
        </Stack>
      )}
    </section>
  );
}
