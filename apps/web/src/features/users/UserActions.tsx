import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, errorMessage, type AdminUser, type LanguageId } from '@symptoms/domain';
import { userActions, type UserAction } from '../../api/users';
import { useActing } from '../../app/session-hooks';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';

/** What an admin does from this page; erasing or anonymising is the person's own, under Profil (decisions: units). */
type OfferedAction = Extract<UserAction, 'resetPassword' | 'disableTwoFactor' | 'remove' | 'delete'>;

/** Why the admin may not close the whole account, if they may not (the server's own refusal, in the user's language). */
function whyNotTheAccount(user: AdminUser, language: LanguageId): string | null {
  if (user.HasPatient) return errorMessage(ErrorCode.AccountHoldsHealthData, language);
  if (user.OtherOrganizations) return errorMessage(ErrorCode.UserInOtherOrganization, language);
  if (user.OtherGroups) return errorMessage(ErrorCode.UserInOtherGroup, language);
  return null;
}

/**
 * The actions on an account (spec 3 §2 Users), each after a confirmation that says what it does,
 * with the spec's success toasts. Turning off another's two-factor and deleting need the admin's
 * own two-factor (marked *); the server says so when it is missing. An account with a patient,
 * or with roles outside the admin's groups, is not the admin's to delete: the page says why.
 */
export function UserActions(props: { user: AdminUser; onDone: (action: UserAction) => void }) {
  const { t, i18n } = useTranslation('users');
  const { user } = props;
  const acting = useActing();
  const notTheAccount = whyNotTheAccount(user, i18n.language as LanguageId);
  // A group admin removes the user from their groups; the organization admin from the organization.
  const removeTexts = acting?.units.organization ? 'remove' : 'removeFromGroups';
  const texts = (action: OfferedAction) => (action === 'remove' ? removeTexts : action);
  const [confirming, setConfirming] = useState<OfferedAction | null>(null);
  const name = `${user.FirstName} ${user.LastName}`;
  const run = useMutation({
    mutationFn: async (action: OfferedAction) => {
      await userActions[action](user.Id);
      return action;
    },
    onSuccess: (action) => {
      toast.success(t(`actions.${texts(action)}.done`));
      props.onDone(action);
    },
    onError: (error) => toast.error(error.message),
  });
  const visible: OfferedAction[] = [
    'resetPassword',
    ...(user.TwoFactorEnabled ? (['disableTwoFactor'] as const) : []),
    'remove',
    ...(notTheAccount ? [] : (['delete'] as const)),
  ];
  const danger = (a: OfferedAction) => a !== 'resetPassword';

  return (
    <Stack gap="sm">
      <Text size="sm">{t('actions.needsTwoFactor')}</Text>
      <Group gap="sm">
        {visible.map((action) => (
          <Button
            key={action}
            variant={danger(action) ? 'outline' : 'light'}
            color={danger(action) ? 'red.8' : undefined}
            onClick={() => setConfirming(action)}
          >
            {t(`actions.${texts(action)}.button`)}
          </Button>
        ))}
      </Group>
      {notTheAccount && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('actions.notYours')}
          </Text>
          <Text size="sm">{notTheAccount}</Text>
        </Stack>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`actions.${texts(confirming)}.title`) : undefined}
        acceptLabel={t('actions.confirm')}
        cancelLabel={t('actions.cancel')}
        onAccept={() => {
          if (confirming) run.mutate(confirming);
        }}
      >
        <Text>{confirming ? t(`actions.${texts(confirming)}.text`, { name }) : null}</Text>
      </Modal>
    </Stack>
  );
}
