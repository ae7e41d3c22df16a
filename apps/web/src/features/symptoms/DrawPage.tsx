import { Suspense, useState } from 'react';
import { Button, Collapse, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BodyFigure, BodyPartPicker } from '../../ui/BodyFigure';
import type { FigureView } from '../../ui/BodyFigure/types';
import { cancelActive, getDraft, updateSymptom } from './draft-store';
import { toFigureSymptoms } from './figure-symptoms';
import { GuardedButton } from './GuardedButton';
import { usePartName } from './part-name';
import { paths } from './paths';
import { useWizardSymptom } from './use-wizard-symptom';
import { useWizardPresence } from './wizard-presence';
import { DraftMissing, WizardFrame } from './WizardFrame';

/**
 * `/symptomreport/{id}/draw`: step 1 turns the figure (camera), step 2 draws or erases the
 * symptom's marks. Cancel on step 1 leaves the symptom; on step 2 it goes back to step 1.
 */
export default function DrawPage() {
  useWizardPresence();
  const { t } = useTranslation('symptoms');
  const navigate = useNavigate();
  const partName = usePartName();
  const current = useWizardSymptom();
  const [step, setStep] = useState<1 | 2>(() => (current && current.symptom.marks.length > 0 ? 2 : 1));
  const [tool, setTool] = useState<'draw' | 'erase'>('draw');
  const [view, setView] = useState<FigureView>('front');
  const [picking, setPicking] = useState(false);
  const phone = useMediaQuery('(max-width: 560px)');
  if (!current) return <DraftMissing />;
  const { draft, symptom } = current;
  const main = symptom.marks[0];

  const cancel = () => {
    if (step === 2) return setStep(1);
    cancelActive();
    const left = getDraft();
    void navigate(left && (left.symptoms.length > 0 || left.remote) ? paths.report(left) : '/welcome');
  };

  return (
    <WizardFrame
      title={step === 1 ? t('wizard.steps.rotate') : t('wizard.steps.draw')}
      step={step}
      hint={step === 1 ? t('wizard.rotateHint', { name: symptom.name }) : t('wizard.drawHint', { name: symptom.name })}
      actions={
        <>
          <Button variant="default" onClick={cancel}>
            {step === 1 ? t('wizard.cancel') : t('wizard.back')}
          </Button>
          <GuardedButton
            blockedBy={step === 2 && symptom.marks.length === 0 ? t('wizard.needMark') : null}
            onClick={() => (step === 1 ? setStep(2) : void navigate(paths.grade(draft.id, symptom.key)))}
          >
            {t('wizard.next')}
          </GuardedButton>
        </>
      }
    >
      {step === 2 && (
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={t('wizard.modes.label')}
            value={tool}
            onChange={(value) => setTool(value === 'erase' ? 'erase' : 'draw')}
            data={[
              { value: 'draw', label: t('wizard.modes.draw') },
              { value: 'erase', label: t('wizard.modes.erase') },
            ]}
          />
          <Button variant="subtle" disabled={symptom.marks.length === 0} onClick={() => updateSymptom(symptom.key, { marks: [] })}>
            {t('wizard.clear')}
          </Button>
        </Group>
      )}
      <div className="figure-frame">
        <Suspense fallback={<Loader aria-label={t('loading')} m="md" />}>
          <BodyFigure
            model={draft.model}
            mode={step === 1 ? 'camera' : tool}
            symptoms={toFigureSymptoms(draft.symptoms)}
            activeSymptomId={symptom.key}
            onMarksChange={(_, marks, camera) => updateSymptom(symptom.key, { marks, camera })}
            view={view}
            onViewChange={setView}
            // The figure, its four view buttons and the step's actions fit one 800 px high screen.
            height={phone ? 380 : 420}
            label={t('figureLabel')}
          />
        </Suspense>
      </div>
      {step === 2 && (
        <Stack gap="xs">
          {main && (
            <Text size="sm" aria-live="polite">
              {t('wizard.marked', { part: partName(main.BodyPart) })}
            </Text>
          )}
          <Button variant="subtle" w="fit-content" px={0} aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
            {t('wizard.pickPart')}
          </Button>
          <Collapse expanded={picking}>
            <BodyPartPicker model={draft.model} onPick={(mark) => updateSymptom(symptom.key, { marks: [...symptom.marks, mark] })} />
          </Collapse>
        </Stack>
      )}
    </WizardFrame>
  );
}
