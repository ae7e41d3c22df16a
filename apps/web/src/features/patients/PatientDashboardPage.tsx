import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeStatus } from '../welcome/HomeStatus';
import { HomeSymptomGraphs } from '../welcome/HomeSymptomGraphs';
import { PatientFigure } from './PatientFigure';
import { RiskFlags } from './RiskFlags';
import { usePatientSummary } from './use-summary';

/**
 * `/admin/patients/{id}/dashboard`: the patient's home page as staff see it (the same radar and
 * symptom graphs, pointed at the patient), with the body figure and its replay; only what the
 * grant opens; a risk answer's flag first.
 */
export default function PatientDashboardPage() {
  const { t } = useTranslation('patients');
  const summary = usePatientSummary().data;
  if (!summary) return null;
  const { Access: access, Patient: patient } = summary;
  const nothing = !access.StatusReports && !access.SymptomReports;
  return (
    <Stack gap="xl" maw={900}>
      <Title order={1}>{t('dashboard.title')}</Title>
      <RiskFlags patientId={patient.Id} flags={summary.RiskFlags} />
      {nothing && <Text>{t('dashboard.nothingShared')}</Text>}
      {access.StatusReports && <HomeStatus />}
      {access.SymptomReports && <PatientFigure model={patient.Model} />}
      {access.SymptomReports && <HomeSymptomGraphs />}
    </Stack>
  );
}
