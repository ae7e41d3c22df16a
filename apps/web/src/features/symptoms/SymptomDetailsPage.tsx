import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { intensityColour, type LanguageId, type Symptom, type SymptomReport } from '@symptoms/domain';
import { usePatientSource, useSourceTranslation } from '../../api/patient-source';
import { closeSymptom, deleteSymptom, getSymptom, getSymptomReports, symptomsKeys } from '../../api/symptoms';
import { trashKeys } from '../../api/trash';
import { HistoryGraph, useHistoryRange, type GraphSeries } from '../../ui/HistoryGraph';
import { Modal } from '../../ui/Modal';
import { clockTime, relativeDay } from '../../ui/relative-date';
import { toast } from '../../ui/toast';
import { ReportThumbnail } from './ReportThumbnail';

/** Enough reports to find this symptom's latest ones; older ones still count in the graph. */
const REPORTS_TAKE = 100;

function ReportList({ symptom, reports, language }: { symptom: Symptom; reports: readonly SymptomReport[]; language: LanguageId }) {
  const { t } = useSourceTranslation('symptoms');
  const { readOnly } = usePatientSource();
  const byId = new Map(reports.map((r) => [r.Id, r]));
  const refs = [...symptom.Reports].sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate));
  if (refs.length === 0) return <Text c="dimmed">{t('details.noReports')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {refs.map((ref) => {
        const report = byId.get(ref.SymptomReportId);
        const date = `${relativeDay(ref.CreatedDate, language)} ${clockTime(new Date(ref.CreatedDate))}`;
        return (
          <Paper component="li" key={ref.SymptomReportId} withBorder radius={12} p="sm">
            <Group gap="md" wrap="nowrap">
              {report && <ReportThumbnail report={report} only={symptom.Id} alt={t('details.thumbnail', { name: symptom.Name, date })} />}
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  <span className="intensity-swatch" style={{ background: intensityColour(ref.Intensity) }} aria-hidden />
                  <Text>{t('details.reportRow', { date, value: ref.Intensity })}</Text>
                </Group>
                {!readOnly && (
                  <Anchor component={Link} to={`/symptomreport/edit/${ref.SymptomReportId}`} size="sm">
                    {t('details.openReport')}
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function Details({ symptom }: { symptom: Symptom }) {
  const { t, i18n } = useSourceTranslation('symptoms');
  const language: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { range, setRange, bounds } = useHistoryRange();
  const [ending, setEnding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const source = usePatientSource();
  const reports = useQuery({
    queryKey: source.key(symptomsKeys.reports(REPORTS_TAKE)),
    queryFn: ({ signal }) => getSymptomReports(REPORTS_TAKE, signal, source.base),
  });
  const series = useMemo<GraphSeries[]>(
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
  const end = useMutation({
    mutationFn: () => closeSymptom(symptom.Id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: symptomsKeys.all });
      toast.success(t('details.ended'));
      void navigate('/welcome');
    },
    onError: () => toast.error(t('details.endFailed')),
  });
  // An ended symptom can be deleted into the trash (spec 1 §4), with its own confirmation text.
  const remove = useMutation({
    mutationFn: () => deleteSymptom(symptom.Id),
    // Leave first: reloaded here, the deleted symptom would answer 404 and flash "does not exist".
    onSuccess: async () => {
      toast.success(t('details.deleted'));
      void navigate('/welcome');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: symptomsKeys.all }),
        queryClient.invalidateQueries({ queryKey: trashKeys.all }),
      ]);
    },
    onError: () => toast.error(t('details.deleteFailed')),
  });

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>{symptom.Name}</Title>
        <Text c="dimmed">
          {symptom.ClosedDate
            ? t('details.closed', { date: relativeDay(symptom.ClosedDate, language) })
            : t('details.open', { date: relativeDay(symptom.CreatedDate, language) })}
        </Text>
      </Stack>
      {!symptom.IsClosed && !source.readOnly && (
        <Group gap="sm">
          <Button component={Link} to={`/symptomreport?symptomid=${symptom.Id}`}>
            {t('details.reportAgain')}
          </Button>
          <Button variant="default" color="red" onClick={() => setEnding(true)}>
            {t('details.end')}
          </Button>
        </Group>
      )}
      {symptom.IsClosed && !source.readOnly && (
        <Group gap="sm">
          <Button variant="default" color="red" onClick={() => setDeleting(true)}>
            {t('details.delete')}
          </Button>
        </Group>
      )}
      <HistoryGraph
        series={series}
        range={range}
        onRangeChange={setRange}
        bounds={bounds}
        label={t('details.graphLabel', { name: symptom.Name })}
      />
      <section aria-labelledby="symptom-reports">
        <Title order={2} id="symptom-reports" mb="sm">
          {t('details.reportsTitle')}
        </Title>
        {reports.isPending && <Loader aria-label={t('loading')} />}
        <ReportList symptom={symptom} reports={reports.data ?? []} language={language} />
      </section>
      <Modal
        opened={ending}
        onClose={() => setEnding(false)}
        title={t('details.endTitle', { name: symptom.Name })}
        onAccept={() =>
          end.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
        acceptLabel={t('details.endAccept')}
      >
        <Text>{t('details.endText')}</Text>
      </Modal>
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('details.deleteTitle', { name: symptom.Name })}
        onAccept={() =>
          remove.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
        acceptLabel={t('details.deleteAccept')}
      >
        <Text>{t('details.deleteText')}</Text>
      </Modal>
    </Stack>
  );
}

/** `/symptom/{id}`: the symptom's intensity over time, its reports, report again, end it; delete it once ended. */
export default function SymptomDetailsPage() {
  const { t } = useSourceTranslation('symptoms');
  const { symptomId = '' } = useParams();
  const source = usePatientSource();
  const symptom = useQuery({
    queryKey: source.key(symptomsKeys.symptom(symptomId)),
    queryFn: ({ signal }) => getSymptom(symptomId, signal, source.base),
  });
  if (symptom.isPending) return <Loader aria-label={t('loading')} />;
  if (symptom.isError) return <Alert color="red">{t('details.notFound')}</Alert>;
  return <Details symptom={symptom.data} />;
}
