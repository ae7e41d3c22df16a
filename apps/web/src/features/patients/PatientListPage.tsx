import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { StaffPatient } from '@symptoms/domain';
import { staffPatientPath } from '../../api/patient-source';
import { getStaffPatients, PATIENTS_PAGE_SIZE, patientsKeys } from '../../api/patients';
import { dateTime } from '../../ui/relative-date';
import { isLanguageId } from '../../i18n';
import type { PatientsListState } from './paths';
import { RiskFlags } from './RiskFlags';

function PatientRow({ patient }: { patient: StaffPatient }) {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const name = `${patient.FirstName} ${patient.LastName}`;
  return (
    <Paper component="li" withBorder radius={12} p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Anchor component={Link} to={staffPatientPath(patient.PatientId)} fw={600} size="lg">
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {patient.Personnummer}
            {patient.LastActive ? ` · ${t('list.lastActive', { date: dateTime(patient.LastActive, language) })}` : ''}
          </Text>
        </Stack>
        <Group gap={6}>
          {patient.Shared && <Badge variant="light">{t('list.shared')}</Badge>}
          {patient.GroupPatient && (
            <Badge variant="light" color="grape">
              {t('list.groupPatient')}
            </Badge>
          )}
        </Group>
      </Group>
      {patient.RiskFlags.length > 0 && (
        <Box mt="sm">
          <RiskFlags patientId={patient.PatientId} flags={patient.RiskFlags} compact />
        </Box>
      )}
    </Paper>
  );
}

/** `/admin/patients`: the patients the caller may open (shared with them or their unit, their group's), searchable. */
export default function PatientListPage() {
  const { t } = useTranslation('patients');
  const location = useLocation();
  const withdrawn = (location.state as PatientsListState | null)?.withdrawn;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(0);
  const patients = useQuery({
    queryKey: patientsKeys.list(debounced.trim(), page),
    queryFn: ({ signal }) => getStaffPatients(debounced, page, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.ceil((patients.data?.Total ?? 0) / PATIENTS_PAGE_SIZE);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      {withdrawn && (
        <Alert
          color="yellow"
          role="alert"
          title={
            // Mantine's yellow title is too pale on its light background (axe: colour contrast).
            <Text component="span" fw={700} c="dark.9">
              {t('withdrawn.title')}
            </Text>
          }
        >
          {t('withdrawn.text', { name: withdrawn })}
        </Alert>
      )}
      <TextInput
        label={t('list.search')}
        description={t('list.searchHint')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        maxLength={64}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
        }}
      />
      {patients.isPending && <Loader aria-label={t('list.loading')} />}
      {patients.isError && (
        <Alert color="red" role="alert">
          {t('list.loadFailed')}
        </Alert>
      )}
      {patients.data?.Items.length === 0 && <Text>{debounced.trim() ? t('list.noMatch') : t('list.empty')}</Text>}
      {patients.data && patients.data.Items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
          {patients.data.Items.map((p) => (
            <PatientRow key={p.PatientId} patient={p} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(n) => setPage(n - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('list.pageItem', { page: n }) })}
        />
      )}
    </Stack>
  );
}
