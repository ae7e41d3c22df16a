import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Flex, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBodyScan, IconClipboardHeart, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PRODUCT_NAME, isStaffRole } from '@symptoms/domain';
import { useClientConfig, useEnabledModules, useMyGroups, useMyUser, useSession } from '../../app/session-hooks';
import { toast } from '../../ui/toast';
import { FirstReportModal } from './FirstReportModal';
import { GroupCard } from './GroupCard';
import { HomeStatus } from './HomeStatus';
import { HomeSymptomGraphs } from './HomeSymptomGraphs';
import { patientGroups } from './patient-groups';
import { ScreeningModal } from './ScreeningModal';

// Staff's home loads only for staff: the patient's first screen stays small (scripts/check-budgets.mjs).
const StaffHome = lazy(async () => ({ default: (await import('../admin/StaffHome')).StaffHome }));

export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const session = useSession();
  const user = useMyUser();
  const groups = useMyGroups();
  const modules = useEnabledModules();
  const productName = useClientConfig().data?.ProductName ?? PRODUCT_NAME;
  const mine = groups.data ? patientGroups(groups.data) : [];
  const [params, setParams] = useSearchParams();
  const verified = params.get('verifiedemail') === '1';
  const location = useLocation();
  // The first symptom report ever is thanked here, instead of the success toast.
  const [thanking, setThanking] = useState(() => (location.state as { firstSymptomReport?: boolean } | null)?.firstSymptomReport === true);

  // The link in the verification e-mail lands here; the toast shows once and the query goes away.
  useEffect(() => {
    if (!verified) return;
    toast.success(t('emailVerified'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verifiedemail');
        return next;
      },
      { replace: true },
    );
  }, [verified, setParams, t]);

  // Staff see their tools, never the patient's widgets (they would answer with errors): a person who
  // is both sees the patient home with the patient role active.
  if (session && isStaffRole(session.token.role)) {
    return (
      <Suspense fallback={<Loader aria-label={t('loading')} />}>
        <StaffHome title={t('staffTitle')} />
      </Suspense>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{user.data ? t('greeting', { name: user.data.FirstName }) : t('greetingAnonymous')}</Title>
        <Text c="dimmed">{t('intro', { product: productName })}</Text>
      </Stack>
      <section aria-labelledby="quick-actions">
        <Title order={2} id="quick-actions" mb="sm">
          {t('actions.title')}
        </Title>
        <Group gap="sm">
          {modules?.has('symptoms') && (
            <Button component={Link} to="/symptomreport" size="md" leftSection={<IconBodyScan size={20} stroke={1.75} aria-hidden />}>
              {t('actions.symptomReport')}
            </Button>
          )}
          {modules?.has('status') && (
            <Button
              component={Link}
              to="/statusreport"
              size="md"
              // One clear first action: reporting symptoms when that module is on, else the status report.
              variant={modules.has('symptoms') ? 'default' : 'filled'}
              leftSection={<IconClipboardHeart size={20} stroke={1.75} aria-hidden />}
            >
              {t('actions.statusReport')}
            </Button>
          )}
          {modules?.has('notes') && (
            <Button
              component={Link}
              to="/notes"
              size="md"
              variant="default"
              leftSection={<IconNotes size={20} stroke={1.75} aria-hidden />}
            >
              {t('actions.note')}
            </Button>
          )}
        </Group>
      </section>
      <section aria-labelledby="my-groups">
        <Title order={2} id="my-groups" mb="sm">
          {t('groupsTitle')}
        </Title>
        {groups.isPending && <Loader aria-label={t('loading')} />}
        {groups.isError && <Alert color="red">{groups.error.message}</Alert>}
        {groups.isSuccess && mine.length === 0 && <Text>{t('noGroups')}</Text>}
        <Flex gap="md" wrap="wrap" align="stretch">
          {mine.map((group) => (
            <GroupCard key={`${group.OrganizationId}/${group.Id}`} group={group} productName={productName} />
          ))}
        </Flex>
      </section>
      {modules?.has('status') && <HomeStatus />}
      {modules?.has('symptoms') && <HomeSymptomGraphs />}
      <FirstReportModal opened={thanking} onClose={() => setThanking(false)} />
      <ScreeningModal />
    </Stack>
  );
}
