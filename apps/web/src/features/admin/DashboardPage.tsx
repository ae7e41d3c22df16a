import { useTranslation } from 'react-i18next';
import { StaffHome } from './StaffHome';

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  return <StaffHome title={t('dashboard.title')} />;
}
