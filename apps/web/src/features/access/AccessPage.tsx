import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupAccess, LanguageId, ShareAccess } from '@symptoms/domain';
import { accessKeys, getMyAccess } from '../../api/access';
import { PageState } from '../../ui/PageState';
import { writtenDay } from '../../ui/relative-date';
import { useReadAreas } from '../consents/ContractReads';

function GroupCard({ group }: { group: GroupAccess }) {
  const { t, i18n } = useTranslation('access');
  const areas = useReadAreas()(group.Reads);
  const since = writtenDay(group.JoinedDate, i18n.language as LanguageId);
  return (
    <Paper withBorder radius={12} p="md" bg="white" component="article" aria-label={group.GroupName}>
      <Stack gap={6}>
        <Text fw={600}>{group.GroupName}</Text>
        {areas ? (
          <>
            <Text size="sm">{t('group.sees', { areas, since })}</Text>
            <Text size="sm" c="dimmed">
              {t('group.because', { contracts: group.Contracts.map((c) => c.Title).join(', ') })}
            </Text>
          </>
        ) : (
          <>
            <Text size="sm">{t('group.seesNothing')}</Text>
            <Text size="sm" c="dimmed">
              {group.MissingRequired.length > 0
                ? t('group.missing', { contracts: group.MissingRequired.map((c) => c.Title).join(', ') })
                : t('group.noContract')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ShareCard({ share }: { share: ShareAccess }) {
  const { t } = useTranslation('access');
  const areas = useReadAreas()(share.Reads);
  return (
    <Paper withBorder radius={12} p="md" bg="white" component="article" aria-label={share.Recipient}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{share.IsUnit ? t('share.unit', { name: share.Recipient }) : share.Recipient}</Text>
          {!share.Enabled && (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              {t('share.off')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{!share.Enabled ? t('share.seesNothing') : areas ? t('share.sees', { areas }) : t('share.onlyWho')}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * Who sees my data (`/access`): each of the patient's clinics and studies, what its staff see and
 * which approved agreement says so (or why they see nothing), and each share. The server answers
 * from the same rules that decide every read.
 */
export default function AccessPage() {
  const { t } = useTranslation('access');
  const access = useQuery({ queryKey: accessKeys.mine, queryFn: ({ signal }) => getMyAccess(signal) });
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('intro')}</Text>
        <Anchor component={Link} to="/auditlogs" size="sm">
          {t('log')}
        </Anchor>
      </Stack>
      <PageState query={access} loading={t('loading')} failed={t('loadFailed')}>
        {(data) => (
          <>
            <Stack gap="sm" component="section" aria-labelledby="access-groups">
              <Title order={2} size="h3" id="access-groups">
                {t('groups.title')}
              </Title>
              {data.Groups.length === 0 ? (
                <Text size="sm">{t('groups.empty')}</Text>
              ) : (
                data.Groups.map((g) => <GroupCard key={g.GroupId} group={g} />)
              )}
              <Anchor component={Link} to="/consents" size="sm">
                {t('groups.consents')}
              </Anchor>
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="access-shares">
              <Title order={2} size="h3" id="access-shares">
                {t('shares.title')}
              </Title>
              {data.Shares.length === 0 ? (
                <Text size="sm">{t('shares.empty')}</Text>
              ) : (
                data.Shares.map((s) => <ShareCard key={s.ShareId} share={s} />)
              )}
              <Anchor component={Link} to="/shares" size="sm">
                {t('shares.manage')}
              </Anchor>
            </Stack>
          </>
        )}
      </PageState>
    </Stack>
  );
}
