import { useMemo } from 'react';
import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GRAPH, intensityColour, type Symptom } from '@symptoms/domain';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { getSymptoms, symptomsKeys } from '../../api/symptoms';
import { HistoryGraph, useHistoryRange } from '../../ui/HistoryGraph';

/** How many of the latest active symptoms get a graph on the home page. */
const SHOWN = 4;

const latestReport = (s: Symptom) => s.Reports.reduce((latest, r) => (r.CreatedDate > latest ? r.CreatedDate : latest), s.CreatedDate);

function SymptomGraph({ symptom }: { symptom: Symptom }) {
  const { t } = useSourceTranslation('symptoms');
  const { range, setRange, bounds } = useHistoryRange();
  const detailsPath = usePatientSource().path(`/symptom/${symptom.Id}`) ?? `/symptom/${symptom.Id}`;
  const series = useMemo(
    () => [
      {
        key: 'intensity',
        label: symptom.Name,
        colour: intensityColour(8),
        points: symptom.Reports.map((r) => ({ Date: r.CreatedDate, Value: r.Intensity })),
      },
    ],
    [symptom],
  );
  return (
    <Stack gap={4} component="article" aria-labelledby={`home-symptom-${symptom.Id}`}>
      <Anchor component={Link} to={detailsPath} id={`home-symptom-${symptom.Id}`} fw={600} size="lg">
        {symptom.Name}
      </Anchor>
      <HistoryGraph
        series={series}
        range={range}
        onRangeChange={setRange}
        bounds={bounds}
        height={GRAPH.listHeight}
        label={t('home.latest', { name: symptom.Name })}
      />
    </Stack>
  );
}

/** The latest active symptoms' intensity graphs, or the one action that fills them. */
export function HomeSymptomGraphs() {
  const { t } = useSourceTranslation('welcome');
  const { t: ts } = useSourceTranslation('symptoms');
  const source = usePatientSource();
  const symptoms = useQuery({ queryKey: source.key(symptomsKeys.symptoms()), queryFn: ({ signal }) => getSymptoms(signal, source.base) });
  const latest = useMemo(
    () =>
      (symptoms.data ?? [])
        .filter((s) => !s.IsClosed && s.Reports.length > 0)
        .sort((a, b) => latestReport(b).localeCompare(latestReport(a)))
        .slice(0, SHOWN),
    [symptoms.data],
  );
  return (
    <section aria-labelledby="symptom-graphs">
      <Title order={2} id="symptom-graphs" mb="sm">
        {t('symptomGraphs.title')}
      </Title>
      {symptoms.isPending && <Loader aria-label={ts('loading')} />}
      {symptoms.isError && <Text c="red.8">{ts('loadFailed')}</Text>}
      {symptoms.isSuccess && latest.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('symptomGraphs.empty')}</Text>
          {!source.readOnly && (
            <Button component={Link} to="/symptomreport">
              {ts('home.report')}
            </Button>
          )}
        </Stack>
      )}
      {latest.length > 0 && (
        <Stack gap="lg" maw={900}>
          {latest.map((s) => (
            <SymptomGraph key={s.Id} symptom={s} />
          ))}
        </Stack>
      )}
    </section>
  );
}
