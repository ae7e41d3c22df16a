import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  firstItem,
  isSavable,
  opensLocked,
  realAnswerCount,
  resumeItem,
  riskGuidanceFor,
  validateAnswers,
  type AnsweredQuestion,
  type LanguageId,
  type Prom,
  type PromReportView,
} from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { createPromReport, promReportBody, promReportsKeys, updatePromReport } from '../../api/promreports';
import { promRequestsKeys } from '../../api/promrequests';
import {
  END_OF_QUESTIONNAIRE,
  NormalView,
  ProgressBar,
  RiskGuidance,
  StepwiseView,
  useAnswerActions,
  useQuestionnaireState,
} from '../../ui/Questionnaire';
import { toast } from '../../ui/toast';
import { whenIdle } from '../../ui/when-idle';
import { FillHeader } from './FillHeader';
import { DraftModal, LeaveModal, UnlockModal } from './FormModals';
import { SaveArea } from './SaveArea';
import { nextStudyTaskRoute } from '../../api/studytasks';
import { afterSavePath, saveErrorKey } from './save';
import { useLeaveGuard } from './use-leave-guard';
import { usePromDraft } from './use-prom-draft';
import { useStoredMode } from './use-stored-mode';

type Update = (answers: AnsweredQuestion[]) => AnsweredQuestion[];

interface PromReportFormProps {
  prom: Prom;
  /** The saved report being changed, or null for a new one. */
  saved: PromReportView | null;
  language: LanguageId;
}

/** `/promreport/edit/{promid}/{promreportid}`: fill in or change a report, normal or stepwise. */
export function PromReportForm({ prom, saved, language }: PromReportFormProps) {
  const { t } = useTranslation('promreports');
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
  const closeUnlock = useCallback(() => setUnlocking(false), []);
  const unlock = useCallback(() => setLocked(false), []);

  const change = useCallback((update: Update) => {
    setAnswers(update);
    setDirty(true);
  }, []);
  const actions = useAnswerActions(prom, change);
  const { completeness } = useQuestionnaireState(prom, answers);
  const draft = usePromDraft({ promId: prom.Id, reportId: saved?.Id ?? null, answers, savedAnswers, dirty });
  const valid = useMemo(() => Object.keys(validateAnswers(prom, answers, language)).length === 0, [prom, answers, language]);
  const canSave = useMemo(() => isSavable(prom, { PromId: prom.Id, Answers: answers }, locked), [prom, answers, locked]);
  const savable = canSave && (dirty || saved === null);
  const guard = useLeaveGuard(dirty && savable);

  const save = useMutation({
    mutationFn: () => {
      const payload = promReportBody(prom, answers);
      return saved ? updatePromReport(saved.Id, { ...payload, Version: saved.Version }) : createPromReport(payload);
    },
    onSuccess: async (report) => {
      guard.release();
      draft.discard();
      setDirty(false);
      queryClient.setQueryData(promReportsKeys.one(report.Id), report);
      for (const queryKey of [promReportsKeys.all, promRequestsKeys.all, historyKeys.all]) void queryClient.invalidateQueries({ queryKey });
      // An active study task comes first (spec 1 §4), then the screening flag, then the follow-up page.
      const next = (await nextStudyTaskRoute()) ?? afterSavePath(prom, answers, report.Id, report.isCompleted);
      // The follow-up page's heading says it was saved; a toast would only repeat it.
      if (!next.startsWith('/promreport/followup')) toast.success(report.isCompleted ? t('save.saved') : t('save.partialSaved'));
      void navigate(next);
    },
    // The answers stay on the screen and in the encrypted draft, so nothing is lost.
    onError: (error) => toast.error(t(saveErrorKey(error))),
  });

  // Without a `question` in the address the stepwise display starts where the saved answers end
  // (a locked, complete report from its first question). The view keeps its place itself; a new
  // generation starts it again elsewhere (a restored draft, a return from the normal display).
  const [start, setStart] = useState(() => ({
    itemId:
      searchParams.get('question') ?? (locked ? firstItem(prom, savedAnswers) : resumeItem(prom, savedAnswers))?.Id ?? END_OF_QUESTIONNAIRE,
    generation: 0,
  }));
  // The address keeps the place without a router navigation, which would re-render the whole app
  // shell on every click; it is written once the next question is painted.
  const cancelAddress = useRef(() => {});
  useEffect(() => () => cancelAddress.current(), []);
  const writeAddress = useCallback((itemId: string) => {
    cancelAddress.current();
    cancelAddress.current = whenIdle(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('question', itemId);
      window.history.replaceState(window.history.state, '', url);
    });
  }, []);

  const changeMode = useCallback(
    (next: typeof mode) => {
      const here = new URLSearchParams(window.location.search).get('question');
      if (next === 'cat' && here) setStart((s) => ({ itemId: here, generation: s.generation + 1 }));
      setMode(next);
    },
    [setMode],
  );

  const acceptDraft = draft.accept;
  const restoreDraft = useCallback(() => {
    const restored = acceptDraft();
    if (!restored) return;
    setAnswers(restored.answers);
    setDirty(true);
    if (mode !== 'cat') return;
    const itemId = resumeItem(prom, restored.answers)?.Id ?? END_OF_QUESTIONNAIRE;
    setStart((s) => ({ itemId, generation: s.generation + 1 }));
    writeAddress(itemId);
  }, [acceptDraft, mode, writeAddress, prom]);

  const risk = useMemo(() => riskGuidanceFor(prom, answers), [prom, answers]);
  const answerCount = useMemo(() => realAnswerCount(prom, answers), [prom, answers]);
  const saveArea = (
    <SaveArea
      completeness={completeness}
      answerCount={answerCount}
      valid={valid}
      locked={locked}
      savable={savable}
      saving={save.isPending}
      onSave={() => save.mutate()}
    />
  );
  // The same element on every render, so React skips it.
  const about = useMemo(
    () =>
      prom.About && (
        <Text size="xs" c="dimmed">
          {prom.About}
        </Text>
      ),
    [prom.About],
  );
  const viewProps = { prom, answers, language, disabled: locked, actions };

  return (
    <div className="q-stack" data-gap="lg" style={{ maxWidth: 760 }}>
      <FillHeader prom={prom} locked={locked} mode={mode} onModeChange={changeMode} onUnlock={openUnlock} />
      {mode === 'normal' ? (
        <>
          <ProgressBar completeness={completeness} />
          <NormalView {...viewProps} />
          <RiskGuidance kinds={risk} language={language} />
          {saveArea}
        </>
      ) : (
        <StepwiseView
          key={start.generation}
          {...viewProps}
          initialId={start.itemId}
          onMove={writeAddress}
          endContent={saveArea}
          introduction={prom.Introduction}
        />
      )}
      {about}
      <DraftModal offer={draft.offer} prom={prom} language={language} onContinue={restoreDraft} onDiscard={draft.discard} />
      <UnlockModal opened={unlocking} onClose={closeUnlock} onUnlock={unlock} />
      <LeaveModal opened={guard.blocked} onStay={guard.stay} onLeave={guard.leave} />
    </div>
  );
}
