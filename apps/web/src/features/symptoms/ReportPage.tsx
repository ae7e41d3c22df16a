import { Suspense, useEffect, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { facing, intensityColour, type Model } from '@symptoms/domain';
import { getSymptomReport, getSymptomReports, symptomsKeys } from '../../api/symptoms';
import { BodyFigure, type FigureView } from '../../ui/BodyFigure';
import { Modal } from '../../ui/Modal';
import {
  beginSymptom,
  discardDraft,
  draftFromReport,
  getDraft,
  removeSymptom,
  setLocked,
  startNewDraft,
  useReportDraft,
  type ReportDraft,
} from './draft-store';
import { toFigureSymptoms } from './figure-symptoms';
import { GuardedButton } from './GuardedButton';
import { isFromStatus, paths } from './paths';
import { usePatientModel, useSymptoms } from './queries';
import { useSaveReport } from './use-save-report';
import { useWizardPresence } from './wizard-presence';
import { saveBlocker } from './wizard-rules';
import './symptoms.css';

function SymptomRows({ draft, onEdit }: { draft: ReportDraft; onEdit: (key: string) => void }) {
  const { t } = useTranslation('symptoms');
  if (draft.symptoms.length === 0) return <Text c="dimmed">{t('report.empty')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {draft.symptoms.map((s) => (
        <Group component="li" key={s.key} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <span className="intensity-swatch" style={{ background: intensityColour(s.intensity ?? 0) }} aria-hidden />
            <div>
              <Text fw={500}>{s.name}</Text>
              <Text size="sm" c={s.intensity === null ? 'red.8' : 'dimmed'}>
                {s.intensity === null ? t('report.noIntensity') : t('report.intensity', { value: s.intensity })}
              </Text>
            </div>
          </Group>
          {!draft.locked && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" size={44} aria-label={t('report.edit', { name: s.name })} onClick={() => onEdit(s.key)}>
                <IconPencil size={20} stroke={1.75} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size={44}
                aria-label={t('report.remove', { name: s.name })}
                onClick={() => removeSymptom(s.key)}
              >
                <IconTrash size={20} stroke={1.75} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function ReportView({ draft, model, firstEver }: { draft: ReportDraft | null; model: Model; firstEver: boolean }) {
  const { t } = useTranslation('symptoms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [unlocking, setUnlocking] = useState(false);
  const save = useSaveReport(params.get('followups') === 'true', isFromStatus(params) || draft?.fromStatus === true);
  const blocker = saveBlocker(draft);
  const here = draft ? paths.report(draft) : paths.newReport;
  // The figure first shows the side where the first symptom is marked.
  const firstMark = draft?.symptoms[0]?.marks[0];
  const [view, setView] = useState<FigureView>(() => (firstMark ? facing(model, firstMark.Z) : 'front'));

  const edit = (key: string) => {
    if (!draft) return;
    const symptom = draft.symptoms.find((s) => s.key === key);
    if (!symptom) return;
    beginSymptom(symptom);
    void navigate(paths.draw(draft.id, key));
  };

  const cancel = () => {
    discardDraft();
    if (draft?.remote) void navigate(-1);
    else void navigate('/welcome');
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{draft?.remote ? t('report.editTitle') : t('report.newTitle')}</Title>
        <Text c="dimmed">{t('report.intro')}</Text>
      </Stack>
      {draft?.locked && (
        <Alert color="blue" title={t('report.locked')}>
          <Button mt="xs" variant="light" onClick={() => setUnlocking(true)}>
            {t('report.unlock')}
          </Button>
        </Alert>
      )}
      <Group gap="xs">
        <Text>{t('report.figure', { model: t(`models.${model}`) })}</Text>
        {!draft?.locked && (
          <Anchor component={Link} to={paths.chooseFigure(here)}>
            {t('report.changeFigure')}
          </Anchor>
        )}
      </Group>
      {draft && draft.symptoms.length > 0 && (
        <div className="figure-frame">
          <Suspense fallback={<Loader aria-label={t('loading')} m="md" />}>
            <BodyFigure
              model={model}
              mode="camera"
              symptoms={toFigureSymptoms(draft.symptoms)}
              view={view}
              onViewChange={setView}
              height={380}
              label={t('figureLabel')}
            />
          </Suspense>
        </div>
      )}
      <section aria-labelledby="report-symptoms">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="report-symptoms">
            {t('report.symptomsTitle')}
          </Title>
          {!draft?.locked && (
            <Button component={Link} to={paths.select} variant="light">
              {t('report.add')}
            </Button>
          )}
        </Group>
        {draft ? <SymptomRows draft={draft} onEdit={edit} /> : <Text c="dimmed">{t('report.empty')}</Text>}
      </section>
      <Group className="wizard-actions" justify="space-between" gap="sm">
        <Button variant="default" onClick={cancel}>
          {t('report.cancel')}
        </Button>
        <GuardedButton
          blockedBy={blocker ? t(`report.blockers.${blocker}`) : null}
          loading={save.isPending}
          onClick={() => draft && save.mutate({ draft, firstEver })}
        >
          {t('report.save')}
        </GuardedButton>
      </Group>
      <Modal
        opened={unlocking}
        onClose={() => setUnlocking(false)}
        title={t('report.unlockTitle')}
        onAccept={() => setLocked(false)}
        acceptLabel={t('report.unlockAccept')}
      >
        <Text>{t('report.unlockText')}</Text>
      </Modal>
    </Stack>
  );
}

/** `/symptomreport`: the new report being put together, from the draft kept between the wizard's screens. */
export function NewReportPage() {
  useWizardPresence();
  const draft = useReportDraft();
  const patientModel = usePatientModel();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reportAgain = params.get('symptomid');
  const previous = useQuery({ queryKey: symptomsKeys.reports(1), queryFn: ({ signal }) => getSymptomReports(1, signal) });
  const current = draft && !draft.remote ? draft : null;
  // A saved report left open for editing is not carried into a new one.
  useEffect(() => {
    if (getDraft()?.remote) discardDraft();
  }, []);

  // `?symptomid=` (report again): that open symptom goes straight to drawing in a fresh report.
  const symptoms = useSymptoms();
  const again = symptoms.data?.find((s) => s.Id === reportAgain && !s.IsClosed);
  useEffect(() => {
    if (!again) return;
    const fresh = startNewDraft(patientModel);
    beginSymptom({ key: again.Id, symptomId: again.Id, name: again.Name });
    void navigate(paths.draw(fresh.id, again.Id), { replace: true });
  }, [again, patientModel, navigate]);

  return <ReportView draft={current} model={current?.model ?? patientModel} firstEver={previous.data?.length === 0} />;
}

/** `/symptomreport/edit/{id}`: a saved report, opened locked. */
export function EditReportPage() {
  useWizardPresence();
  const { t } = useTranslation('symptoms');
  const { reportId = '' } = useParams();
  const draft = useReportDraft();
  const report = useQuery({ queryKey: symptomsKeys.report(reportId), queryFn: ({ signal }) => getSymptomReport(reportId, signal) });
  const ready = draft?.id === reportId ? draft : null;

  useEffect(() => {
    if (report.data && getDraft()?.id !== reportId) draftFromReport(report.data);
  }, [report.data, reportId]);

  if (report.isError) return <Alert color="red">{t('report.notFound')}</Alert>;
  if (!ready) return <Loader aria-label={t('loading')} />;
  return <ReportView draft={ready} model={ready.model} firstEver={false} />;
}
