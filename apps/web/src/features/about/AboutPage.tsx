import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@symptoms/domain';
import { useClientConfig } from '../../app/session-hooks';

export function AboutPage() {
  const { t } = useTranslation('about');
  const config = useClientConfig();
  const productName = config.data?.ProductName ?? PRODUCT_NAME;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('title', { product: productName })}</Title>
      <Text>{t('text', { product: productName })}</Text>
      {config.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : (
        <Text className="tabular">{t('version', { version: config.data?.Version ?? '–' })}</Text>
      )}
      <Anchor component={Link} to="/privacy">
        {t('privacyLink')}
      </Anchor>
    </Stack>
  );
}
