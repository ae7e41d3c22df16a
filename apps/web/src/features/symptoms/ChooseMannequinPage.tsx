import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MANIKIN_MODELS, SIDES, type BodySide, type Model } from '@symptoms/domain';
import { saveFigureChoice, symptomsKeys } from '../../api/symptoms';
import { BodyThumbnail } from '../../ui/BodyFigure';
import { toast } from '../../ui/toast';
import { setDraftModel } from './draft-store';
import { isFromStatus, paths } from './paths';
import { usePatient } from './queries';
import { useWizardPresence } from './wizard-presence';

/** Only paths inside the app are followed, never another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/welcome';
}

/**
 * `/choosemannequin`: the male or female figure, then (where pain can be marked, the advanced
 * figure) the hand the patient uses most; remembered on the patient profile. Honours `redirect`.
 */
export default function ChooseMannequinPage() {
  useWizardPresence();
  const { t } = useTranslation('symptoms');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const patient = usePatient();
  const [model, setModel] = useState<Model | null>(null);
  const [side, setSide] = useState<BodySide | null>(null);
  const [step, setStep] = useState<'model' | 'side'>('model');
  const chosenModel = model ?? patient.data?.Model ?? 'male';
  const chosenSide = side ?? patient.data?.PatientModelChosenSide ?? null;
  const asksSide = patient.data?.AdvancedManikin === true;

  const save = useMutation({
    mutationFn: () => saveFigureChoice(chosenModel, asksSide ? chosenSide : null),
    onSuccess: (saved) => {
      queryClient.setQueryData(symptomsKeys.patient, saved);
      setDraftModel(saved.Model);
      toast.success(t('mannequin.saved'));
      // From a status report's pain follow-up the next step is choosing the symptom (spec 1 §2, `fromstatus`).
      const redirect = params.get('redirect');
      void navigate(!redirect && isFromStatus(params) ? `${paths.select}?fromstatus=1` : safeRedirect(redirect));
    },
    onError: () => toast.error(t('mannequin.saveFailed')),
  });

  const next = () => (asksSide && step === 'model' ? setStep('side') : save.mutate());

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{step === 'model' ? t('mannequin.title') : t('mannequin.sideTitle')}</Title>
        <Text c="dimmed">{step === 'model' ? t('mannequin.intro') : t('mannequin.sideIntro')}</Text>
      </Stack>
      {step === 'model' ? (
        <Radio.Group
          label={t('mannequin.modelLegend')}
          value={chosenModel}
          onChange={(value) => setModel(value === 'female' ? 'female' : 'male')}
        >
          <Group gap="md" mt="xs">
            {MANIKIN_MODELS.map((m) => (
              <Radio.Card key={m} value={m} radius={12} p="md" w={160}>
                <Stack gap="sm" align="center">
                  <span aria-hidden="true">
                    <BodyThumbnail model={m} symptoms={[]} view="front" width={85} height={100} alt={t(`models.${m}`)} />
                  </span>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Text fw={500}>{t(`models.${m}`)}</Text>
                  </Group>
                </Stack>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
      ) : (
        <Radio.Group
          label={t('mannequin.sideTitle')}
          value={chosenSide ?? ''}
          onChange={(value) => setSide(value === 'left' ? 'left' : 'right')}
        >
          <Group gap="md" mt="xs">
            {SIDES.map((s) => (
              <Radio key={s} value={s} label={t(`mannequin.sides.${s}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Group gap="sm">
        {step === 'side' && (
          <Button variant="default" onClick={() => setStep('model')}>
            {t('wizard.back')}
          </Button>
        )}
        <Button onClick={next} loading={save.isPending} disabled={patient.isPending || (step === 'side' && chosenSide === null)}>
          {asksSide && step === 'model' ? t('mannequin.next') : t('mannequin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
