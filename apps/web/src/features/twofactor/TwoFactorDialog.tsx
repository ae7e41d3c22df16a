import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { SecondFactorForm } from './SecondFactorForm';

/** The mid-session two-factor prompt: the app's code or a backup code, a renewed token, then `onDone(true)`. */
export function TwoFactorDialog({ onDone }: { onDone: (given: boolean) => void }) {
  const { t } = useTranslation('twofactor');
  return (
    <Modal opened sticky onClose={() => undefined} title={t('login.title')}>
      <SecondFactorForm intro={t('prompt.intro')} onDone={onDone} />
    </Modal>
  );
}
