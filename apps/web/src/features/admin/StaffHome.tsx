import { Alert, Flex, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROLE_NAMES, capability, type DashboardStatistics } from '@symptoms/domain';
import { getDashboardStatistics } from '../../api/admin';
import { queryKeys } from '../../api/query-keys';
import { menuEntries } from '../../app/features';
import { mayDo, visibleMenuEntries } from '../../app/module-flags';
import { useActing, useEnabledModules, useMyGroups, useMyUser, useSession } from '../../app/session-hooks';
import { isLanguageId } from '../../i18n';
import { StatisticsCard } from './StatisticsCard';

const STATISTICS: (keyof DashboardStatistics)[] = ['Users', 'ActiveUsers', 'NewUsers', 'PromReports', 'StatusReports', 'SymptomReports'];
const READ_STATISTICS = capability('statistics', 'read', 'group', 'organization', 'system');

/**
 * The home of every staff role (the dashboard, and /welcome for a staff role without an admin
 * landing): who they work as, their tools, and the statistics when their role may read them.
 * No patient widget: staff have no patient data of their own here.
 */
export function StaffHome({ title }: { title: string }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const session = useSession();
  const user = useMyUser();
  const groups = useMyGroups();
  const modules = useEnabledModules();
  const { pathname } = useLocation();
  const acting = useActing();
  const role = session?.token.role;
  const mayReadStatistics = !!acting && mayDo(acting, READ_STATISTICS);
  const statistics = useQuery({
    queryKey: [...queryKeys.dashboard, session?.token.organization, session?.token.group, role],
    queryFn: ({ signal }) => getDashboardStatistics(signal),
    enabled: mayReadStatistics,
  });
  if (!session || !role) return null;
  const group = groups.data?.find((g) => g.Id === session.token.group && g.OrganizationId === session.token.organization);
  const roleName = ROLE_NAMES[isLanguageId(i18n.language) ? i18n.language : 'sv'][role].toLocaleLowerCase(i18n.language);
  const tools =
    modules && acting
      ? visibleMenuEntries(menuEntries, acting, modules).filter((e) => e.path !== pathname && e.path !== '/admin/dashboard')
      : [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          {user.data ? t('home.greeting', { name: user.data.FirstName }) + ' ' : ''}
          {group
            ? t('home.workingAs', { role: roleName, group: group.DisplayName || group.Name })
            : t('home.workingAsRole', { role: roleName })}
        </Text>
      </Stack>
      {tools.length > 0 && (
        <section aria-labelledby="staff-tools">
          <Title order={2} id="staff-tools" mb="sm">
            {t('home.tools')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {tools.map(({ id, path, label, icon: Icon }) => (
              <UnstyledButton key={id} component={Link} to={path} className="staff-tool">
                <Icon size={22} stroke={1.75} />
                <span>{tc(label)}</span>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      )}
      {mayReadStatistics && (
        <section aria-labelledby="staff-statistics">
          <Title order={2} id="staff-statistics" mb="sm">
            {t('dashboard.statisticsTitle')}
          </Title>
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
        </section>
      )}
    </Stack>
  );
}
