import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SCREENING_FLAG_QUERY } from '@symptoms/domain';
import { Modal } from '../../ui/Modal';

const [FLAG, ON] = SCREENING_FLAG_QUERY.split('=') as [string, string];

/**
 * The screening flag (spec 1 §2 start, §4): after a screening questionnaire whose answers fail the
 * criteria the start page opens with `diatesthelpscreening=1`, and this dialog tells the patient
 * what that means. Closing it takes the flag out of the address, so a reload does not show it again.
 */
export function ScreeningModal() {
  const { t } = useTranslation('welcome');
  const [params, setParams] = useSearchParams();
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FLAG);
        return next;
      },
      { replace: true },
    );
  return (
    <Modal opened={params.get(FLAG) === ON} onClose={close} title={t('screening.title')} onAccept={close} acceptLabel={t('screening.ok')}>
      <Text>{t('screening.text')}</Text>
      <Text mt="sm">{t('screening.contact')}</Text>
    </Modal>
  );
}
