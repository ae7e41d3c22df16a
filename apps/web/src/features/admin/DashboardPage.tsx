import { Alert, Flex, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@symptoms/domain';
import { getDashboardStatistics } from '../../api/admin';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../app/session-hooks';
import { StatisticsCard } from './StatisticsCard';

const STATISTICS: (keyof DashboardStatistics)[] = ['Users', 'ActiveUsers', 'NewUsers', 'PromReports', 'StatusReports', 'SymptomReports'];

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const statistics = useQuery({
    queryKey: [...queryKeys.dashboard, session?.token.organization, session?.token.group, session?.token.role],
    queryFn: ({ signal }) => getDashboardStatistics(signal),
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      {statistics.isPending && <Loader aria-label={t('dashboard.loading')} />}
      {statistics.isError && (
        <Alert color="red" role="alert">
          {statistics.error.message}
        </Alert>
      )}
      {statistics.data && (
        <Flex gap="md" wrap="wrap" align="stretch">
          {STATISTICS.map((key) => (
            <StatisticsCard key={key} title={t(`dashboard.statistics.${key}`)} counts={statistics.data[key]} />
          ))}
        </Flex>
      )}
    </Stack>
  );
}
