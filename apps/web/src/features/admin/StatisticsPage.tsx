import { useState } from 'react';
import { Alert, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATISTICS_MAX_DAYS, capability, stockholmDay } from '@symptoms/domain';
import { adminKeys, getGroups, getStatistics } from '../../api/admin';
import { mayDo } from '../../app/module-flags';
import { useActing, useMyGroups, useSession } from '../../app/session-hooks';
import { StatisticsChart } from './StatisticsChart';
import { SERIES, addDays, daysBetween, perDay, perGroup } from './statistics-series';

const READ_GROUPS = capability('groups', 'read', 'group', 'system');

/** `/admin/statistics`: hourly statistics per organization and group, summed per day in a graph and per group in a table. */
export default function StatisticsPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const [from, setFrom] = useState(() => addDays(stockholmDay(Date.now()), -13));
  const [to, setTo] = useState(() => stockholmDay(Date.now()));
  const [groupId, setGroupId] = useState('');
  const rangeError =
    !from || !to || from > to
      ? t('statistics.rangeOrder')
      : daysBetween(from, to) >= STATISTICS_MAX_DAYS
        ? t('statistics.rangeTooLong', { days: STATISTICS_MAX_DAYS })
        : null;
  const acting = useActing();
  const mayListGroups = !!acting && mayDo(acting, READ_GROUPS);
  const organizationGroups = useQuery({
    queryKey: [...adminKeys.groups, 'all-for-statistics'],
    queryFn: ({ signal }) => getGroups({ search: '', start: 0, count: 100 }, signal),
    enabled: mayListGroups,
  });
  const myGroups = useMyGroups();
  const statistics = useQuery({
    queryKey: [...adminKeys.statistics, session?.token.organization, session?.token.group, session?.token.role, from, to, groupId],
    queryFn: ({ signal }) => getStatistics(from, to, groupId || null, signal),
    enabled: !rangeError,
  });
  const names = new Map<string, string>([
    ...(myGroups.data ?? []).map((g) => [g.Id, g.DisplayName || g.Name] as const),
    ...(organizationGroups.data?.Items ?? []).map((g) => [g.Id, g.Name] as const),
  ]);
  const groupChoices = mayListGroups ? (organizationGroups.data?.Items ?? []).map((g) => ({ value: g.Id, label: g.Name })) : [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('statistics.title')}</Title>
        <Text c="dimmed">{t('statistics.intro')}</Text>
      </Stack>
      <Group gap="md" align="flex-start">
        <TextInput type="date" label={t('statistics.from')} value={from} max={to} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput
          type="date"
          label={t('statistics.to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={rangeError}
        />
        {mayListGroups && (
          <NativeSelect
            label={t('statistics.group')}
            value={groupId}
            onChange={(e) => setGroupId(e.currentTarget.value)}
            data={[{ value: '', label: t('statistics.allGroups') }, ...groupChoices]}
          />
        )}
      </Group>
      {statistics.isPending && !rangeError && <Loader aria-label={t('statistics.loading')} />}
      {statistics.isError && (
        <Alert color="red" role="alert">
          {statistics.error.message}
        </Alert>
      )}
      {statistics.data && !rangeError && (
        <>
          <section aria-labelledby="statistics-per-day">
            <Title order={2} id="statistics-per-day" mb="sm">
              {t('statistics.perDay')}
            </Title>
            <StatisticsChart points={perDay(statistics.data, from, to)} />
          </section>
          <section aria-labelledby="statistics-per-group">
            <Title order={2} id="statistics-per-group" mb="sm">
              {t('statistics.perGroup')}
            </Title>
            {statistics.data.length === 0 ? (
              <Text>{t('statistics.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('statistics.group')}</Table.Th>
                      {SERIES.map((s) => (
                        <Table.Th key={s} ta="right">
                          {t(`statistics.series.${s}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {perGroup(statistics.data).map((row) => (
                      <Table.Tr key={row.groupId}>
                        <Table.Th scope="row" fw={500}>
                          {names.get(row.groupId) ?? row.groupId}
                        </Table.Th>
                        {SERIES.map((s) => (
                          <Table.Td key={s} ta="right" className="tabular">
                            {row.counts[s]}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
