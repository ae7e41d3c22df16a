import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useNavigate, useParams } from 'react-router';
import type { PatientAccess, PatientSummary } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { PatientSourceContext, staffPatientPath, staffSource } from '../../api/patient-source';
import { getPatientSummary, patientsKeys } from '../../api/patients';
import { PATIENTS_PATH, type PatientsListState } from './paths';
import { useShareChanges } from './use-withdrawal';

/** A tab of the patient's pages and the share flag (or study read) it needs, if any. */
export type PatientTab = 'dashboard' | 'overview' | 'statusreports' | 'symptomreports' | 'promreports' | 'notes';
const TABS: readonly { tab: PatientTab; needs: keyof PatientAccess | null }[] = [
  { tab: 'dashboard', needs: null },
  { tab: 'overview', needs: 'StatusReports' },
  { tab: 'statusreports', needs: 'StatusReports' },
  { tab: 'symptomreports', needs: 'SymptomReports' },
  { tab: 'promreports', needs: 'PromReports' },
  { tab: 'notes', needs: 'Notes' },
];

export const allows = (access: PatientAccess, needs: keyof PatientAccess | null) => needs === null || access[needs];

function Header({ summary, tab }: { summary: PatientSummary; tab: PatientTab }) {
  const { t } = useTranslation('patients');
  const { Patient: p } = summary;
  return (
    <Stack gap="sm">
      <Button component={Link} to={PATIENTS_PATH} variant="subtle" px={0} w="fit-content">
        {t('frame.back')}
      </Button>
      <Stack gap={2}>
        <Text fw={700} size="xl" component="p" m={0}>
          {p.FirstName} {p.LastName}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            p.Personnummer,
            p.Birthyear ? t('frame.born', { year: p.Birthyear }) : null,
            t(summary.Shared ? 'frame.viaShare' : 'frame.viaGroup'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group component="nav" aria-label={t('frame.tabsLabel')} gap={4} wrap="wrap">
        {TABS.filter((entry) => allows(summary.Access, entry.needs)).map(({ tab: each }) => (
          <Button
            key={each}
            component={NavLink}
            to={staffPatientPath(p.Id, each)}
            variant={each === tab ? 'light' : 'subtle'}
            aria-current={each === tab ? 'page' : undefined}
            size="sm"
          >
            {t(`tabs.${each}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The frame of every staff page of a patient: who it is, the tabs the grant allows, and the
 * patient's own screens below it pointed at `patients/{id}/...` (read-only). When the grant ends
 * (the share withdrawn or disabled) the viewer is sent back to the list with a message.
 */
export function PatientFrame({
  tab,
  needs = null,
  children,
}: {
  tab: PatientTab;
  needs?: keyof PatientAccess | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('patients');
  const { patientId = '' } = useParams();
  const navigate = useNavigate();
  useShareChanges(patientId);
  const summary = useQuery({
    queryKey: patientsKeys.summary(patientId),
    queryFn: ({ signal }) => getPatientSummary(patientId, signal),
    retry: false,
  });
  const gone = summary.error instanceof ApiError && summary.error.status === 404;
  const name = summary.data ? `${summary.data.Patient.FirstName} ${summary.data.Patient.LastName}` : '';
  useEffect(() => {
    if (!gone) return;
    const state: PatientsListState = { withdrawn: name || t('withdrawn.unnamed') };
    void navigate(PATIENTS_PATH, { replace: true, state });
  }, [gone, name, navigate, t]);
  const source = useMemo(() => staffSource(patientId, summary.data?.Access ?? null), [patientId, summary.data?.Access]);

  if (summary.isPending) return <Loader aria-label={t('frame.loading')} />;
  if (summary.isError) {
    return gone ? null : (
      <Alert color="red" role="alert">
        {t('frame.loadFailed')}
      </Alert>
    );
  }
  if (!allows(summary.data.Access, needs)) return <Navigate to={staffPatientPath(patientId)} replace />;
  return (
    <Stack gap="lg">
      <Header summary={summary.data} tab={tab} />
      <PatientSourceContext.Provider value={source}>{children}</PatientSourceContext.Provider>
    </Stack>
  );
}
