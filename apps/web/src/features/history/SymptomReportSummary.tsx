import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SymptomReport } from '@symptoms/domain';
import { ReportThumbnail } from '../symptoms/ReportThumbnail';

/** A symptom report in the history: its figure with the marks, and the symptoms with their intensities. */
export function SymptomReportSummary({ report }: { report: SymptomReport }) {
  const { t } = useTranslation('history');
  const names = report.Symptoms.map((s) => t('symptomWithIntensity', { name: s.Symptom.Name, value: s.Intensity })).join(', ');
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ReportThumbnail report={report} alt={t('symptomThumbnail', { names })} />
      <Text style={{ overflowWrap: 'anywhere' }}>{names}</Text>
    </Group>
  );
}
