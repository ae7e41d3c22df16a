import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FirstReportModal } from '../welcome/FirstReportModal';
import { paths } from './paths';

/** `/symptomreport/followup/{id}`: after saving with `followups=true`, what the patient can do next. */
export default function FollowupPage() {
  const { t } = useTranslation('symptoms');
  const location = useLocation();
  const [thanking, setThanking] = useState(() => (location.state as { firstSymptomReport?: boolean } | null)?.firstSymptomReport === true);
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('followup.title')}</Title>
        <Text>{t('followup.text')}</Text>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to={paths.select}>
          {t('followup.again')}
        </Button>
        <Button component={Link} to="/welcome" variant="default">
          {t('followup.home')}
        </Button>
      </Group>
      <FirstReportModal opened={thanking} onClose={() => setThanking(false)} />
    </Stack>
  );
}
