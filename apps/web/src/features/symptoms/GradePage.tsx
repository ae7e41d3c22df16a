import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { updateSymptom } from './draft-store';
import { GuardedButton } from './GuardedButton';
import { IntensityScale } from './IntensityScale';
import { isFromStatus, paths } from './paths';
import { useWizardSymptom } from './use-wizard-symptom';
import { useWizardPresence } from './wizard-presence';
import { DraftMissing, WizardFrame } from './WizardFrame';

/** `/symptomreport/{id}/grade`: step 3, the intensity only; Next waits until it is graded. */
export default function GradePage() {
  useWizardPresence();
  const { t } = useTranslation('symptoms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useWizardSymptom();
  if (!current) return <DraftMissing />;
  const { draft, symptom } = current;

  return (
    <WizardFrame
      title={t('wizard.steps.intensity')}
      step={3}
      hint={t('wizard.intensityHint', { name: symptom.name })}
      actions={
        <>
          <Button variant="default" onClick={() => void navigate(paths.draw(draft.id, symptom.key))}>
            {t('wizard.back')}
          </Button>
          <GuardedButton
            blockedBy={symptom.intensity === null ? t('wizard.needIntensity') : null}
            onClick={() =>
              void navigate(
                paths.note(draft.id, symptom.key, {
                  newSymptom: draft.active?.key === symptom.key && draft.active.backup === null,
                  fromStatus: isFromStatus(params) || draft.fromStatus === true,
                }),
              )
            }
          >
            {t('wizard.next')}
          </GuardedButton>
        </>
      }
    >
      <IntensityScale
        label={t('wizard.intensityLabel', { name: symptom.name })}
        value={symptom.intensity}
        onChange={(intensity) => updateSymptom(symptom.key, { intensity })}
      />
    </WizardFrame>
  );
}
