import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, validateAnswers, type AnsweredQuestion, type LanguageId, type Prom, type PromRequestView } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { promReportBody } from '../../api/promreports';
import { fillPromRequest } from '../../api/promrequests';
import { NormalView, ProgressBar, useAnswerActions, useQuestionnaireState } from '../../ui/Questionnaire';
import { closedReasonOfError, type ClosedReason } from './request-state';

type Update = (answers: AnsweredQuestion[]) => AnsweredQuestion[];

interface RequestFormProps {
  request: PromRequestView;
  prom: Prom;
  language: LanguageId;
  onDone: (outcome: ClosedReason | 'sent') => void;
}

/** The request's questionnaire on one page; it can be sent once, and only complete (the server says so too). */
export function RequestForm({ request, prom, language, onDone }: RequestFormProps) {
  const { t } = useTranslation('promrequests');
  const [answers, setAnswers] = useState<AnsweredQuestion[]>([]);
  const change = useCallback((update: Update) => setAnswers(update), []);
  const actions = useAnswerActions(prom, change);
  const { completeness } = useQuestionnaireState(prom, answers);
  const valid = useMemo(() => Object.keys(validateAnswers(prom, answers, language)).length === 0, [prom, answers, language]);
  const unsent = answers.length > 0;

  // No login means no encrypted draft: the browser asks before the answers are thrown away.
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);

  const send = useMutation({
    mutationFn: () => fillPromRequest(request.PromRequestId, promReportBody(prom, answers)),
    onSuccess: () => onDone('sent'),
    onError: (error) => {
      const closed = closedReasonOfError(error, 'expired');
      if (closed) onDone(closed);
    },
  });
  const sendError = send.error && !closedReasonOfError(send.error, 'expired') ? send.error : null;

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <Title order={1}>{prom.Title}</Title>
        {request.Purpose && <Text fw={500}>{request.Purpose}</Text>}
        {request.ContextText && <Text>{request.ContextText}</Text>}
        {prom.Introduction && <Text style={{ whiteSpace: 'pre-line' }}>{prom.Introduction}</Text>}
        <Text size="sm" c="dimmed">
          {t('form.noLogin')}
        </Text>
      </Stack>
      <ProgressBar completeness={completeness} />
      <NormalView prom={prom} answers={answers} language={language} disabled={send.isPending} actions={actions} />
      <Stack gap={6} className="sticky-actions">
        <Button
          size="md"
          w="fit-content"
          leftSection={<IconSend size={20} aria-hidden />}
          disabled={!completeness.isCompleted || !valid}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {t('form.send')}
        </Button>
        {!completeness.isCompleted && (
          <Text size="sm" c="dimmed">
            {t('form.answerAll')}
          </Text>
        )}
      </Stack>
      {sendError && (
        <Alert color="red" role="alert">
          {sendError instanceof ApiError && (sendError.status === 400 || sendError.errorCode === ErrorCode.StaffSessionOnRequestLink)
            ? sendError.message
            : t('form.sendFailed')}
        </Alert>
      )}
      {prom.About && (
        <Text size="xs" c="dimmed">
          {prom.About}
        </Text>
      )}
    </Stack>
  );
}
