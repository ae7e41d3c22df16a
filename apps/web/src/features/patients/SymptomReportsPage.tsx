import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intensityColour, type LanguageId } from '@symptoms/domain';
import { staffPatientPath, usePatientSource } from '../../api/patient-source';
import { getSymptomReports, symptomsKeys } from '../../api/symptoms';
import { dateTime } from '../../ui/relative-date';
import { ReportThumbnail } from '../symptoms/ReportThumbnail';
import '../symptoms/symptoms.css';

const LISTED = 100;

/** `/admin/patients/{id}/symptomreports`: the patient's symptom reports, newest first, each with its figure and symptoms. */
export default function SymptomReportsPage() {
  const { t, i18n } = useTranslation('patients');
  const language: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const source = usePatientSource();
  const reports = useQuery({
    queryKey: source.key(symptomsKeys.reports(LISTED)),
    queryFn: ({ signal }) => getSymptomReports(LISTED, signal, source.base),
  });
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('symptomreports.title')}</Title>
      <Anchor component={Link} to={staffPatientPath(source.patientId ?? '', 'symptomreport')} w="fit-content">
        {t('symptomreports.figureLink')}
      </Anchor>
      {reports.isPending && <Loader aria-label={t('symptomreports.loading')} />}
      {reports.isError && (
        <Alert color="red" role="alert">
          {t('symptomreports.loadFailed')}
        </Alert>
      )}
      {reports.data?.length === 0 && <Text>{t('symptomreports.empty')}</Text>}
      {reports.data && reports.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.data.map((report) => {
            const when = dateTime(report.CreatedDate, language, undefined, true);
            return (
              <Paper component="li" key={report.Id} withBorder radius={12} p="sm">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ReportThumbnail report={report} alt={t('symptomreports.thumbnail', { date: when })} />
                  <Stack gap={4}>
                    <Text fw={600}>{when}</Text>
                    {report.Symptoms.map((s) => (
                      <Group key={s.SymptomId} gap={6} wrap="nowrap">
                        <span className="intensity-swatch" style={{ background: intensityColour(s.Intensity) }} aria-hidden />
                        <Anchor component={Link} to={staffPatientPath(source.patientId ?? '', `symptom/${s.SymptomId}`)}>
                          {t('symptomreports.symptom', { name: s.Symptom.Name, value: s.Intensity })}
                        </Anchor>
                      </Group>
                    ))}
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
