import { memo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { realAnswerCount, type LanguageId, type Prom } from '@symptoms/domain';
import { Modal } from '../../ui/Modal';
import type { PromDraft } from './draft';

// The form's dialogs, memoised: each answer re-renders the form, and translating their texts
// every time was a good part of a click's work.

export const DraftModal = memo(function DraftModal({
  offer,
  prom,
  language,
  onContinue,
  onDiscard,
}: {
  offer: PromDraft | null;
  prom: Prom;
  language: LanguageId;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('promreports');
  return (
    <Modal
      opened={offer !== null}
      onClose={onDiscard}
      title={t('draft.title')}
      onAccept={onContinue}
      acceptLabel={t('draft.continue')}
      cancelLabel={t('draft.startOver')}
    >
      <Text>
        {offer &&
          t('draft.text', {
            date: new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: 'Europe/Stockholm',
            }).format(new Date(offer.savedAt)),
            count: realAnswerCount(prom, offer.answers),
          })}
      </Text>
    </Modal>
  );
});

export const UnlockModal = memo(function UnlockModal({
  opened,
  onClose,
  onUnlock,
}: {
  opened: boolean;
  onClose: () => void;
  onUnlock: () => void;
}) {
  const { t } = useTranslation('promreports');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lock.confirmTitle')}
      onAccept={onUnlock}
      acceptLabel={t('lock.yes')}
      cancelLabel={t('lock.no')}
    >
      <Text>{t('lock.confirmText')}</Text>
    </Modal>
  );
});

export const LeaveModal = memo(function LeaveModal({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('promreports');
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('leave.title')}
      onAccept={onLeave}
      closeOnAccept={false}
      acceptLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
    >
      <Text>{t('leave.text')}</Text>
    </Modal>
  );
});
