import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminAnonymize, AdminUser } from '@symptoms/domain';
import { userActions, type UserAction } from '../../api/users';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

const KEEP_NONE: AdminAnonymize = { Age: false, Gender: false, AreaCode: false, City: false, Region: false, Reference: false };

/**
 * The actions on an account (spec 3 §2 Users), each after a confirmation that says what it does,
 * with the spec's success toasts. The irreversible ones and turning off another's two-factor need
 * the admin's own two-factor (marked *); the server says so when it is missing.
 */
export function UserActions(props: { user: AdminUser; onDone: (action: UserAction) => void }) {
  const { t } = useTranslation('users');
  const { user } = props;
  const [confirming, setConfirming] = useState<UserAction | null>(null);
  const [keep, setKeep] = useState<AdminAnonymize>(KEEP_NONE);
  const name = `${user.FirstName} ${user.LastName}`;
  const run = useMutation({
    mutationFn: async (action: UserAction) => {
      if (action === 'anonymize') await userActions.anonymize(user.Id, keep);
      else await userActions[action](user.Id);
      return action;
    },
    onSuccess: (action) => {
      toast.success(t(`actions.${action}.done`));
      props.onDone(action);
    },
    onError: (error) => toast.error(error.message),
  });
  const visible: UserAction[] = [
    'resetPassword',
    ...(user.TwoFactorEnabled ? (['disableTwoFactor'] as const) : []),
    'remove',
    ...(user.HasPatient ? (['erase', 'anonymize'] as const) : []),
    'delete',
  ];
  const danger = (a: UserAction) => a !== 'resetPassword';

  return (
    <Stack gap="sm">
      <Text size="sm">{t('actions.needsTwoFactor')}</Text>
      <Group gap="sm">
        {visible.map((action) => (
          <Button
            key={action}
            variant={danger(action) ? 'outline' : 'light'}
            color={danger(action) ? 'red.8' : undefined}
            onClick={() => {
              setKeep(KEEP_NONE);
              setConfirming(action);
            }}
          >
            {t(`actions.${action}.button`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`actions.${confirming}.title`) : undefined}
        acceptLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onAccept={() => {
          if (confirming) run.mutate(confirming);
        }}
      >
        <Stack gap="sm">
          <Text>{confirming ? t(`actions.${confirming}.text`, { name }) : null}</Text>
          {confirming === 'anonymize' && (
            <Checkbox.Group label={t('actions.anonymize.keep')}>
              <Stack gap={6} mt={6}>
                {(Object.keys(KEEP_NONE) as (keyof AdminAnonymize)[]).map((option) => (
                  <Checkbox
                    key={option}
                    label={t(`actions.anonymize.options.${option}`)}
                    checked={keep[option]}
                    onChange={(e) => setKeep({ ...keep, [option]: e.currentTarget.checked })}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}
