import { Suspense, useMemo } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Model } from '@symptoms/domain';
import { usePatientSource } from '../../api/patient-source';
import { getSymptomReports, symptomsKeys } from '../../api/symptoms';
import { BodyFigure } from '../../ui/BodyFigure';
import { playbackFrames } from './figure-frames';
import '../symptoms/symptoms.css';

/** The reports the replay goes through (the API's largest page): the newest ones. */
const REPLAYED = 100;

/**
 * The body figure with the patient's symptom reports to replay, starting at the latest: the
 * patient's own figure (ui/BodyFigure) in its play mode, fed from the source's reports.
 */
export function PatientFigure({ model, height = 420, headingLevel = 2 }: { model: Model; height?: number; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('patients');
  const source = usePatientSource();
  const reports = useQuery({
    queryKey: source.key(symptomsKeys.reports(REPLAYED)),
    queryFn: ({ signal }) => getSymptomReports(REPLAYED, signal, source.base),
  });
  const frames = useMemo(() => playbackFrames(reports.data ?? []), [reports.data]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="patient-figure">
      <Title order={headingLevel} id="patient-figure">
        {t('figure.title')}
      </Title>
      {reports.isPending && <Loader aria-label={t('figure.loading')} />}
      {reports.isError && (
        <Alert color="red" role="alert">
          {t('figure.loadFailed')}
        </Alert>
      )}
      {reports.isSuccess && frames.length === 0 && <Text>{t('figure.empty')}</Text>}
      {frames.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('figure.hint')}
          </Text>
          <div className="figure-frame">
            <Suspense fallback={<Loader aria-label={t('figure.loading')} m="md" />}>
              <BodyFigure
                model={model}
                mode="play"
                symptoms={[]}
                playback={frames}
                playbackStart="last"
                height={height}
                label={t('figure.label')}
              />
            </Suspense>
          </div>
        </>
      )}
    </Stack>
  );
}
