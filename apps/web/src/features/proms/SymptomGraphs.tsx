import { useMemo } from 'react';
import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GRAPH, INTENSITY_COLOURS, type HistoryRangeName } from '@symptoms/domain';
import { getSymptoms, symptomsKeys } from '../../api/symptoms';
import { featureRoutes } from '../../app/features';
import { useEnabledModules } from '../../app/session-hooks';
import { HistoryGraph } from '../../ui/HistoryGraph';
import { latestSymptoms } from './symptom-series';

/** Intensity 9 of the shared scale: dark enough for a line on white. */
const SYMPTOM_COLOUR = INTENSITY_COLOURS[9];
const hasSymptomDetails = () => featureRoutes.some((route) => route.path === '/symptom/:symptomId');

interface SymptomGraphsProps {
  range: HistoryRangeName;
  onRangeChange: (range: HistoryRangeName) => void;
  bounds: { from: Date; to: Date };
}

/** One intensity graph per open symptom, the most recently reported first (the graphs page's first part). */
export function SymptomGraphs({ range, onRangeChange, bounds }: SymptomGraphsProps) {
  const { t } = useTranslation('proms');
  const modules = useEnabledModules();
  const enabled = modules?.has('symptoms') ?? false;
  const symptoms = useQuery({ queryKey: symptomsKeys.symptoms(), queryFn: ({ signal }) => getSymptoms(signal), enabled });
  const latest = useMemo(() => latestSymptoms(symptoms.data ?? []), [symptoms.data]);
  if (!enabled) return null;

  return (
    <section aria-labelledby="symptom-graphs">
      <Stack gap="md">
        <Title order={2} id="symptom-graphs">
          {t('graphs.symptomsTitle')}
        </Title>
        {symptoms.isError && (
          <Alert color="red" role="alert">
            {t('graphs.loadFailed')}
          </Alert>
        )}
        {symptoms.isPending && <Loader aria-label={t('graphs.loading')} />}
        {symptoms.isSuccess && latest.length === 0 && <Text>{t('graphs.symptomsEmpty')}</Text>}
        {latest.map((symptom) => (
          <Paper key={symptom.Id} component="article" withBorder radius={12} p="md" aria-labelledby={`symptom-${symptom.Id}`}>
            <Stack gap="xs">
              <Title order={3} size="h4" id={`symptom-${symptom.Id}`}>
                {symptom.Name}
              </Title>
              <HistoryGraph
                series={[{ key: `symptom-${symptom.Id}`, label: symptom.Name, colour: SYMPTOM_COLOUR, points: symptom.points }]}
                range={range}
                onRangeChange={onRangeChange}
                bounds={bounds}
                height={GRAPH.listHeight}
                label={t('graphs.symptomLabel', { symptom: symptom.Name })}
              />
              {hasSymptomDetails() && (
                <Anchor component={Link} to={`/symptom/${encodeURIComponent(symptom.Id)}`} w="fit-content">
                  {t('graphs.seeSymptom', { symptom: symptom.Name })}
                </Anchor>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
