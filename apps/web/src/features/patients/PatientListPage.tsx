import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Group, Pagination, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { StaffPatient } from '@symptoms/domain';
import { staffPatientPath } from '../../api/patient-source';
import { getStaffPatients, PATIENT_LISTS, PATIENTS_PAGE_SIZE, patientsKeys, type PatientList } from '../../api/patients';
import { mayDo } from '../../app/module-flags';
import { useActing } from '../../app/session-hooks';
import { isLanguageId } from '../../i18n';
import { PageState } from '../../ui/PageState';
import { dateTime } from '../../ui/relative-date';
import { PATIENT_ACCOUNTS, patientAccountPath, type PatientsListState } from './paths';
import { RiskFlags } from './RiskFlags';

function PatientRow({ patient, manages }: { patient: StaffPatient; manages: boolean }) {
  const { t, i18n } = useTranslation('patients');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const name = `${patient.FirstName} ${patient.LastName}`;
  // An admin opens a patient of their group at the account; what a share opens stays the staff view.
  const toAccount = manages && patient.GroupPatient;
  const facts = [
    patient.Personnummer,
    patient.LatestReport ? t('list.latestReport', { date: dateTime(patient.LatestReport, language) }) : null,
    !patient.LatestReport && patient.LastActive ? t('list.lastActive', { date: dateTime(patient.LastActive, language) }) : null,
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius={12} p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={toAccount ? patientAccountPath(patient.PatientId) : staffPatientPath(patient.PatientId)}
            fw={600}
            size="lg"
          >
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
          {toAccount && patient.Shared && (
            <Anchor component={Link} to={staffPatientPath(patient.PatientId)} size="sm">
              {t('list.openShared')}
            </Anchor>
          )}
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

/** One of the lists: searched and paged on the server, each patient shown audited in their log. */
function PatientListBody({ kind, manages }: { kind: PatientList; manages: boolean }) {
  const { t } = useTranslation('patients');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(0);
  const patients = useQuery({
    queryKey: patientsKeys.list(kind, debounced.trim(), page),
    queryFn: ({ signal }) => getStaffPatients(kind, debounced, page, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.ceil((patients.data?.Total ?? 0) / PATIENTS_PAGE_SIZE);
  return (
    <Stack gap="md" pt="md">
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
      <PageState
        query={patients}
        loading={t('list.loading')}
        failed={t('list.loadFailed')}
        isEmpty={(data) => data.Items.length === 0}
        empty={<Text>{debounced.trim() ? t('list.noMatch') : t(`list.empty.${kind}`)}</Text>}
      >
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`list.tabs.${kind}`)}>
            {data.Items.map((p) => (
              <PatientRow key={p.PatientId} patient={p} manages={manages} />
            ))}
          </Stack>
        )}
      </PageState>
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

const isList = (value: string | null): value is PatientList => PATIENT_LISTS.includes(value as PatientList);

/**
 * `/admin/patients` (`?list=group|shared|activity`): the patients the caller may open, as all of
 * them, the active group's, those shared with the caller or their unit, or by latest activity.
 */
export default function PatientListPage() {
  const { t } = useTranslation('patients');
  const location = useLocation();
  const acting = useActing();
  const manages = !!acting && mayDo(acting, PATIENT_ACCOUNTS);
  const withdrawn = (location.state as PatientsListState | null)?.withdrawn;
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const kind: PatientList = isList(requested) ? requested : 'all';
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t(manages ? 'list.introAdmin' : 'list.intro')}</Text>
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
      <Tabs
        value={kind}
        keepMounted={false}
        onChange={(value) => setParams(value && value !== 'all' ? { list: value } : {}, { replace: true })}
      >
        <Tabs.List aria-label={t('list.tabsLabel')}>
          {PATIENT_LISTS.map((list) => (
            <Tabs.Tab key={list} value={list}>
              {t(`list.tabs.${list}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PATIENT_LISTS.map((list) => (
          <Tabs.Panel key={list} value={list}>
            <PatientListBody kind={list} manages={manages} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
