import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPatient } from '@symptoms/domain';
import { patientAccountActions, type PatientAccountAction } from '../../api/patients';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

const ACTIONS: readonly PatientAccountAction[] = ['erase', 'anonymize', 'delete'];

/**
 * Erasing, anonymising and removing a patient of the admin's groups (spec 3 §7), each after a
 * confirmation that names what goes and what stays, with the spec's success toasts. Each needs the
 * admin's own two-factor, and a patient also in groups the admin does not administer is the
 * server's refusal, shown as it says.
 */
export function PatientAccountActions({ patient, onDone }: { patient: AdminPatient; onDone: () => void }) {
  const { t } = useTranslation('patients');
  const [confirming, setConfirming] = useState<PatientAccountAction | null>(null);
  const name = `${patient.FirstName} ${patient.LastName}`;
  const run = useMutation({
    mutationFn: async (action: PatientAccountAction) => {
      await patientAccountActions[action](patient.PatientId);
      return action;
    },
    onSuccess: (action) => {
      toast.success(t(`account.actions.${action}.done`));
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('account.actions.intro')}</Text>
      <Group gap="sm">
        {ACTIONS.map((action) => (
          <Button
            key={action}
            variant="outline"
            color="red.8"
            loading={run.isPending && run.variables === action}
            onClick={() => setConfirming(action)}
          >
            {t(`account.actions.${action}.button`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`account.actions.${confirming}.title`, { name }) : undefined}
        acceptLabel={confirming ? t(`account.actions.${confirming}.confirm`) : undefined}
        cancelLabel={t('account.actions.cancel')}
        onAccept={() => {
          if (confirming) run.mutate(confirming);
        }}
      >
        <Text>{confirming ? t(`account.actions.${confirming}.text`, { name }) : null}</Text>
      </Modal>
    </Stack>
  );
}
