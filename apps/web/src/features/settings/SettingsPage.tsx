import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminKeys, getSettings } from '../../api/admin';
import { PagedList } from '../../ui/PagedList';
import { GroupModules } from './GroupModules';

/** `/admin/settings`: which modules each group of the organization gets (spec 3 §2 module flags). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <PagedList queryKey={adminKeys.settings} fetchPage={getSettings} searchLabel={t('search')}>
        {(items) => (
          <Stack gap="md">
            {items.map((settings) => (
              <GroupModules key={`${settings.GroupId}-${settings.Version}-${settings.Modules?.join() ?? ''}`} settings={settings} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
