import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@symptoms/domain';
import { useClientConfig } from '../../app/session-hooks';

const SECTIONS = ['what', 'why', 'legal', 'access', 'audit', 'sharing', 'storage', 'retention', 'minors', 'rights', 'contact'] as const;

/** Public (`/privacy`), readable before an account exists, and inside the app (`/privacy2`, spec 2 §2). */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const product = useClientConfig().data?.ProductName ?? PRODUCT_NAME;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro', { product })}</Text>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <Title order={2} id={`privacy-${section}`} mb="xs">
            {t(`${section}.title`)}
          </Title>
          <Text>{t(`${section}.text`, { product })}</Text>
          {section === 'rights' && (
            <List mt="xs" spacing={4}>
              {(t('rights.items', { returnObjects: true }) as string[]).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </section>
      ))}
    </Stack>
  );
}
