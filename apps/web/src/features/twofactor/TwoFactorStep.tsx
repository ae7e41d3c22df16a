import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../ui/AuthCard';
import { SecondFactorForm } from './SecondFactorForm';

/** The login's second step for an account with two-factor: the app's code or a backup code, then a renewed token. */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('twofactor');
  return (
    <AuthCard title={t('login.title')}>
      <SecondFactorForm intro={t('login.intro')} onDone={(given) => given && onDone()} />
    </AuthCard>
  );
}
