import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '@symptoms/domain';
import { useSession } from './session-hooks';

export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  const session = useSession();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('unauthorized.title')}</Title>
      <Text>{t('unauthorized.text')}</Text>
      <div>
        <Button component={Link} to={session ? landingPath(session.token.role) : '/login'}>
          {t('unauthorized.home')}
        </Button>
      </div>
    </Stack>
  );
}
