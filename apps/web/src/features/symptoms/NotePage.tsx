import { useId } from 'react';
import { Button, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { nameLength, NOTE_MAX, NOTE_MIN } from '@symptoms/domain';
import { cancelActive, finishActive, getDraft, updateSymptom } from './draft-store';
import { GuardedButton } from './GuardedButton';
import { isFromStatus, paths } from './paths';
import { useWizardSymptom } from './use-wizard-symptom';
import { useWizardPresence } from './wizard-presence';
import { noteProblem } from './wizard-rules';
import { DraftMissing, WizardFrame } from './WizardFrame';

/**
 * `/symptomreport/{id}/note`: an optional note of 2 to 2000 letters with a counter; Done goes back to
 * the report. `newSymptom=true` (the symptom is new in this report) offers to remove it again;
 * `fromstatus=1` (reached from a status report's pain follow-up) says so, and the report, once
 * saved, goes back to that follow-up (docs/decisions.md, "The symptom note's query").
 */
export default function NotePage() {
  useWizardPresence();
  const { t } = useTranslation('symptoms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isNew = params.get('newSymptom') === 'true';
  const fromStatus = isFromStatus(params);
  const counterId = useId();
  const current = useWizardSymptom();
  if (!current) return <DraftMissing />;
  const { draft, symptom } = current;
  const count = nameLength(symptom.note.trim());
  const problem = noteProblem(symptom.note);
  const error =
    problem === 'tooLong' ? t('note.tooLong', { max: NOTE_MAX }) : problem === 'tooShort' ? t('note.tooShort', { min: NOTE_MIN }) : null;

  return (
    <WizardFrame
      title={t('note.title')}
      hint={fromStatus ? t('note.fromStatus', { name: symptom.name }) : t('note.intro', { name: symptom.name })}
      actions={
        <>
          <Button variant="default" onClick={() => void navigate(paths.grade(draft.id, symptom.key) + (fromStatus ? '&fromstatus=1' : ''))}>
            {t('wizard.back')}
          </Button>
          {isNew && (
            <Button
              variant="subtle"
              color="red.8"
              onClick={() => {
                cancelActive();
                const left = getDraft();
                const report = left && (left.symptoms.length > 0 || left.remote) ? paths.report(left) : null;
                void navigate(report ? report + (fromStatus ? '?fromstatus=1' : '') : fromStatus ? paths.statusFollowup : '/welcome');
              }}
            >
              {t('note.removeNew', { name: symptom.name })}
            </Button>
          )}
          <GuardedButton
            blockedBy={error}
            onClick={() => {
              finishActive();
              void navigate(paths.report(draft) + (fromStatus ? '?fromstatus=1' : ''));
            }}
          >
            {t('note.done')}
          </GuardedButton>
        </>
      }
    >
      <Textarea
        label={t('note.label', { name: symptom.name })}
        value={symptom.note}
        onChange={(event) => updateSymptom(symptom.key, { note: event.currentTarget.value })}
        rows={6}
        resize="vertical"
        error={error}
        aria-describedby={counterId}
      />
      <Text id={counterId} size="sm" c={problem === 'tooLong' ? 'red.8' : 'dimmed'} aria-live="polite" className="tabular">
        {t('note.counter', { count, max: NOTE_MAX })}
      </Text>
    </WizardFrame>
  );
}
