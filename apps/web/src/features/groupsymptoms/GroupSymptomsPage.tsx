import { Suspense, useMemo } from 'react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MANIKIN_MODELS, type Model } from '@symptoms/domain';
import { getGroupSymptomMap, groupSymptomsKeys } from '../../api/groupsymptoms';
import { BodyFigure } from '../../ui/BodyFigure';
import { busiestView, heatSymptoms } from './heat-marks';
import { HeatLegend } from './HeatLegend';
import { mapPath, rangeFromParams, rangeProblem, type MapRange } from './range';
import '../symptoms/symptoms.css';

const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sv-SE', { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/**
 * The group's symptom map (spec 3 §2 groupsymptoms/{model}/{fromDate}/{toDate}): where the active
 * group's patients marked their symptoms on one body model in a range of days, on the patient's own
 * figure, each cell coloured by its mean intensity and sized by how many marks it gathers.
 */
export default function GroupSymptomsPage() {
  const { t, i18n } = useTranslation('groupsymptoms');
  const navigate = useNavigate();
  const range = rangeFromParams(useParams());
  const problem = rangeProblem(range);
  const go = (change: Partial<MapRange>) => void navigate(mapPath({ ...range, ...change }), { replace: true });
  const map = useQuery({
    queryKey: groupSymptomsKeys.map(range.model, range.from, range.to),
    queryFn: ({ signal }) => getGroupSymptomMap(range.model, range.from, range.to, signal),
    enabled: problem === null,
  });
  const symptoms = useMemo(() => heatSymptoms(map.data?.Cells ?? []), [map.data]);
  // Opens where most marks are: a back-pain cohort seen from the front shows next to nothing.
  const view = useMemo(() => busiestView(range.model, map.data?.Cells ?? []), [range.model, map.data]);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="groupsymptoms-model">
            {t('model')}
          </Text>
          <SegmentedControl
            aria-labelledby="groupsymptoms-model"
            value={range.model}
            onChange={(model) => go({ model: model as Model })}
            data={MANIKIN_MODELS.map((m) => ({ value: m, label: t(`models.${m}`) }))}
          />
        </Stack>
        <TextInput
          type="date"
          label={t('from')}
          value={range.from}
          max={range.to}
          onChange={(e) => e.currentTarget.value && go({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={range.to}
          min={range.from}
          onChange={(e) => e.currentTarget.value && go({ to: e.currentTarget.value })}
        />
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {t(`problems.${problem}`)}
        </Alert>
      )}
      {map.isFetching && <Loader aria-label={t('loading')} />}
      {map.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {map.data && !problem && (
        <>
          <Text>
            {t('summary', {
              reports: t('reports', { count: map.data.Reports }),
              patients: t('patients', { count: map.data.Patients }),
              from: dayText(range.from, i18n.language),
              to: dayText(range.to, i18n.language),
            })}
          </Text>
          {map.data.Cells.length === 0 ? (
            <Alert color="gray">{t('empty')}</Alert>
          ) : (
            <Group align="flex-start" gap="lg" wrap="wrap">
              <div className="figure-frame" style={{ flex: '1 1 320px', minWidth: 0 }}>
                <Suspense fallback={<Loader aria-label={t('loading')} m="md" />}>
                  <BodyFigure
                    model={range.model}
                    mode="camera"
                    symptoms={symptoms}
                    view={view}
                    height={480}
                    label={t('figureLabel', { model: t(`models.${range.model}`) })}
                  />
                </Suspense>
              </div>
              <HeatLegend />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
