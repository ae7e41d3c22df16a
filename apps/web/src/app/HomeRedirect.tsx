import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '@symptoms/domain';
import { useSession } from './session-hooks';

/**
 * Unknown paths: the landing path of the active role, or the login screen. When the landing
 * path itself has no screen in this build, it says so instead of sending the browser round in a circle.
 */
export function HomeRedirect() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  const landing = landingPath(session.token.role);
  if (landing !== pathname) return <Navigate to={landing} replace />;
  return (
    <main id="main" className="app-main">
      <Stack gap="md" maw={560} p="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Group>
          <Button component={Link} to="/welcome">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/logout" variant="default">
            {t('menu.logout')}
          </Button>
        </Group>
      </Stack>
    </main>
  );
}
