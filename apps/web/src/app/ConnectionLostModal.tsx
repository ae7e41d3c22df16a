import { useEffect, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../api/client';
import { apiEvents } from '../api/events';
import { Modal } from '../ui/Modal';

/** Sticky and without buttons: it goes away by itself when a request succeeds again. */
export function ConnectionLostModal() {
  const { t } = useTranslation('common');
  const [offline, setOffline] = useState(isOffline);

  useEffect(() => {
    const stopOffline = apiEvents.on('offline', () => setOffline(true));
    const stopOnline = apiEvents.on('online', () => setOffline(false));
    return () => {
      stopOffline();
      stopOnline();
    };
  }, []);

  return (
    <Modal opened={offline} onClose={() => undefined} sticky title={t('connection.title')}>
      <Stack align="center" gap="md">
        <Text>{t('connection.text')}</Text>
        <Loader size="sm" aria-label={t('connection.retrying')} />
      </Stack>
    </Modal>
  );
}
