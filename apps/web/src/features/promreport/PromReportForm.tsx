import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  firstItem,
  isSavable,
  opensLocked,
  realAnswerCount,
  resumeItem,
  validateAnswers,
  type AnsweredQuestion,
  type LanguageId,
  type Prom,
  type PromReportView,
} from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { createPromReport, promReportBody, promReportsKeys, updatePromReport } from '../../api/promreports';
import { promRequestsKeys } from '../../api/promrequests';
import { Modal } from '../../ui/Modal';
import {
  END_OF_QUESTIONNAIRE,
  NormalView,
  ProgressBar,
  StepwiseView,
  useAnswerActions,
  useQuestionnaireState,
} from '../../ui/Questionnaire';
import { toast } from '../../ui/toast';
import { FillHeader } from './FillHeader';
import { SaveArea } from './SaveArea';
import { afterSavePath, saveErrorKey } from './save';
import { useLeaveGuard } from './use-leave-guard';
import { usePromDraft } from './use-prom-draft';
import { useStoredMode } from './use-stored-mode';

type Update = (answers: AnsweredQuestion[]) => AnsweredQuestion[];

export interface PromReportFormProps {
  prom: Prom;
  /** The saved report being changed, or null for a new one. */
  saved: PromReportView | null;
  language: LanguageId;
}

/** `/promreport/edit/{promid}/{promreportid}`: fill in or change a report, normal or stepwise. */
export function PromReportForm({ prom, saved, language }: PromReportFormProps) {
  const { t } = useTranslation('promreport');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const savedAnswers = useMemo<AnsweredQuestion[]>(() => saved?.Answers ?? [], [saved]);
  const [answers, setAnswers] = useState<AnsweredQuestion[]>(savedAnswers);
  const [dirty, setDirty] = useState(false);
  const [locked, setLocked] = useState(() => saved !== null && opensLocked(prom, { ...saved, Answers: savedAnswers }));
  const [unlocking, setUnlocking] = useState(false);
  const [mode, setMode] = useStoredMode();
  const openUnlock = useCallback(() => setUnlocking(true), []);

  const change = useCallback((update: Update) => {
    setAnswers(update);
    setDirty(true);
  }, []);
  const actions = useAnswerActions(prom, change);
  const { completeness } = useQuestionnaireState(prom, answers);
  const draft = usePromDraft({ promId: prom.Id, reportId: saved?.Id ?? null, answers, savedAnswers, dirty });
  const valid = useMemo(() => Object.keys(validateAnswers(prom, answers, language)).length === 0, [prom, answers, language]);
  const savable = isSavable(prom, { PromId: prom.Id, Answers: answers }, locked) && (dirty || saved === null);
  const guard = useLeaveGuard(dirty && savable);

  const save = useMutation({
    mutationFn: () => {
      const payload = promReportBody(prom, answers);
      return saved ? updatePromReport(saved.Id, { ...payload, Version: saved.Version }) : createPromReport(payload);
    },
    onSuccess: (report) => {
      guard.release();
      draft.discard();
      setDirty(false);
      queryClient.setQueryData(promReportsKeys.one(report.Id), report);
      for (const queryKey of [promReportsKeys.all, promRequestsKeys.all, historyKeys.all]) void queryClient.invalidateQueries({ queryKey });
      toast.success(report.isCompleted ? t('save.saved') : t('save.partialSaved'));
      void navigate(afterSavePath(prom, answers, report.Id, report.isCompleted));
    },
    // The answers stay on the screen and in the encrypted draft, so nothing is lost.
    onError: (error) => toast.error(t(saveErrorKey(error))),
  });

  // Without a `question` in the address the stepwise display starts where the saved answers end
  // (a locked, complete report from its first question).
  const [currentId, setCurrentId] = useState(
    () =>
      searchParams.get('question') ?? (locked ? firstItem(prom, savedAnswers) : resumeItem(prom, savedAnswers))?.Id ?? END_OF_QUESTIONNAIRE,
  );
  const move = useCallback((itemId: string) => {
    setCurrentId(itemId);
    const url = new URL(window.location.href);
    url.searchParams.set('question', itemId);
    // The address keeps the place without a router navigation, which would re-render the whole app shell on every click.
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const restoreDraft = () => {
    const restored = draft.accept();
    if (!restored) return;
    setAnswers(restored.answers);
    setDirty(true);
    if (mode === 'cat') move(resumeItem(prom, restored.answers)?.Id ?? END_OF_QUESTIONNAIRE);
  };

  const saveArea = (
    <SaveArea
      completeness={completeness}
      answerCount={realAnswerCount(prom, answers)}
      valid={valid}
      locked={locked}
      savable={savable}
      saving={save.isPending}
      onSave={() => save.mutate()}
    />
  );
  const viewProps = { prom, answers, language, disabled: locked, actions };

  return (
    <Stack gap="lg" maw={760}>
      <FillHeader prom={prom} locked={locked} mode={mode} onModeChange={setMode} onUnlock={openUnlock} />
      {mode === 'normal' ? (
        <>
          <ProgressBar completeness={completeness} />
          <NormalView {...viewProps} />
          {saveArea}
        </>
      ) : (
        <StepwiseView {...viewProps} currentId={currentId} onMove={move} endContent={saveArea} />
      )}
      {prom.About && (
        <Text size="xs" c="dimmed">
          {prom.About}
        </Text>
      )}
      <Modal
        opened={draft.offer !== null}
        onClose={draft.discard}
        title={t('draft.title')}
        onAccept={restoreDraft}
        acceptLabel={t('draft.continue')}
        cancelLabel={t('draft.startOver')}
      >
        <Text>
          {draft.offer &&
            t('draft.text', {
              date: new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(
                new Date(draft.offer.savedAt),
              ),
              count: realAnswerCount(prom, draft.offer.answers),
            })}
        </Text>
      </Modal>
      <Modal
        opened={unlocking}
        onClose={() => setUnlocking(false)}
        title={t('lock.confirmTitle')}
        onAccept={() => setLocked(false)}
        acceptLabel={t('lock.yes')}
        cancelLabel={t('lock.no')}
      >
        <Text>{t('lock.confirmText')}</Text>
      </Modal>
      <Modal
        opened={guard.blocked}
        onClose={guard.stay}
        title={t('leave.title')}
        onAccept={guard.leave}
        closeOnAccept={false}
        acceptLabel={t('leave.leave')}
        cancelLabel={t('leave.stay')}
      >
        <Text>{t('leave.text')}</Text>
      </Modal>
    </Stack>
  );
}
