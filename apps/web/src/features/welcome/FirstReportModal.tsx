import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyGroups, useSession } from '../../app/session-hooks';
import { Modal } from '../../ui/Modal';

/** Thanks for the first report ever, with the active group's FirstReportSavedText (shown instead of the success toast). */
export function FirstReportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('welcome');
  const session = useSession();
  const groups = useMyGroups();
  const active = groups.data?.find((g) => g.OrganizationId === session?.token.organization && g.Id === session?.token.group);
  return (
    <Modal opened={opened} onClose={onClose} title={t('firstReport.title')} onAccept={onClose} acceptLabel={t('firstReport.close')}>
      <Text style={{ whiteSpace: 'pre-line' }}>{active?.FirstReportSavedText || t('firstReport.text')}</Text>
    </Modal>
  );
}
