import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the access token is being renewed. */
export function LoginLoading() {
  const { t } = useTranslation('auth');
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>{t('loading.text')}</Text>
      </Stack>
    </Center>
  );
}
