import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getClinicianShares, shareRequestsKeys } from '../../api/sharerequests';
import { PageState } from '../../ui/PageState';
import { RequestList, ShareList } from './ClinicianShareLists';
import { ShareRequestForm } from './ShareRequestForm';

/**
 * `/admin/sharerequests` (spec 2 §6: a clinician or researcher asks for a share by personnummer):
 * the request form, the requests waiting for the patient, and the shares with the clinician or their unit.
 */
export default function ShareRequestsPage() {
  const { t } = useTranslation('sharerequests');
  const shares = useQuery({ queryKey: shareRequestsKeys.all, queryFn: ({ signal }) => getClinicianShares(signal) });
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="ask-for-share">
        <Title order={2} id="ask-for-share" size="h3">
          {t('form.title')}
        </Title>
        <ShareRequestForm />
      </Stack>
      <PageState query={shares} loading={t('loading')} failed={t('loadFailed')}>
        {(all) => {
          const waiting = all.filter((share) => share.AcceptedDate === null);
          const accepted = all.filter((share) => share.AcceptedDate !== null);
          return (
            <>
              <Stack gap="sm" component="section" aria-labelledby="my-share-requests">
                <Title order={2} id="my-share-requests" size="h3">
                  {t('requests.title')}
                </Title>
                {waiting.length === 0 ? <Text>{t('requests.empty')}</Text> : <RequestList requests={waiting} />}
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="shared-with-me">
                <Title order={2} id="shared-with-me" size="h3">
                  {t('shares.title')}
                </Title>
                {accepted.length === 0 ? <Text>{t('shares.empty')}</Text> : <ShareList shares={accepted} />}
              </Stack>
            </>
          );
        }}
      </PageState>
    </Stack>
  );
}
