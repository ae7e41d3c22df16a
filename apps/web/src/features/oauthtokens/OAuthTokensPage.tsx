import { useState } from 'react';
import { Anchor, Button, Card, Code, CopyButton, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId, OAuthToken } from '@symptoms/domain';
import {
  applicationKeys,
  createOAuthToken,
  deleteOAuthToken,
  listApplications,
  listOAuthTokens,
  oauthTokenKeys,
  renewOAuthToken,
} from '../../api/admin-content';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { PageState } from '../../ui/PageState';
import { saveErrorMessage } from '../../ui/form-errors';
import { writtenDateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';

/** /admin/oauthtokens/{oAuthTokenId?}: the developer's landing page: the group's tokens, a new one, and one token's renewal. */
export default function OAuthTokensPage() {
  const { t, i18n } = useTranslation('oauthtokens');
  const selected = useParams().oAuthTokenId;
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: oauthTokenKeys.all, queryFn: ({ signal }) => listOAuthTokens(signal) });
  const applications = useQuery({ queryKey: applicationKeys.all, queryFn: ({ signal }) => listApplications(signal) });
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<OAuthToken | null>(null);
  const shown = async (token: OAuthToken, message: string) => {
    setRevealed(token);
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: oauthTokenKeys.all });
  };
  const create = useMutation({
    mutationFn: (id: string) => createOAuthToken(id),
    onSuccess: (token) => shown(token, t('toast.created')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const renew = useMutation({
    mutationFn: (id: string) => renewOAuthToken(id),
    onSuccess: (token) => shown(token, t('toast.renewed')),
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteOAuthToken(id),
    onSuccess: async () => {
      setRevealed(null);
      toast.success(t('toast.deleted'));
      await queryClient.invalidateQueries({ queryKey: oauthTokenKeys.all });
    },
    onError: (error) => toast.error(saveErrorMessage(error, t('toast.failed'))),
  });
  const language = i18n.language as LanguageId;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {revealed?.Secret && (
        <Card withBorder role="status" maw={720}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('secret.title', { application: revealed.ApplicationId })}
            </Title>
            <Text size="sm">{t('secret.once')}</Text>
            <Group gap="xs">
              <Code style={{ wordBreak: 'break-all' }}>{revealed.Secret}</Code>
              <CopyButton value={revealed.Secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('secret.copied') : t('secret.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Card>
      )}
      <Group align="flex-end">
        <Select
          label={t('application')}
          placeholder={t('choose')}
          data={(applications.data ?? []).map((a) => ({ value: a.Id, label: `${a.Id} – ${a.Description}` }))}
          value={applicationId}
          onChange={setApplicationId}
          w={320}
          maw="100%"
        />
        <Button disabled={!applicationId} loading={create.isPending} onClick={() => applicationId && create.mutate(applicationId)}>
          {t('create')}
        </Button>
      </Group>
      {applications.data?.length === 0 && (
        <Text size="sm">
          {t('noApplications')}{' '}
          <Anchor component={Link} to="/admin/applications">
            {t('toApplications')}
          </Anchor>
        </Text>
      )}
      <PageState query={tokens} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('empty')}</Text>}>
        {(list) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('application')}</Table.Th>
                  <Table.Th>{t('role')}</Table.Th>
                  <Table.Th>{t('created')}</Table.Th>
                  <Table.Th>{t('modified')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((token) => (
                  <Table.Tr key={token.Id} bg={token.Id === selected ? 'var(--mantine-color-blue-light)' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/oauthtokens/${token.Id}`}>
                        {token.ApplicationId}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {token.ApplicationDescription}
                      </Text>
                    </Table.Td>
                    <Table.Td>{token.ApplicationRole}</Table.Td>
                    <Table.Td>{writtenDateTime(token.CreatedDate, language)}</Table.Td>
                    <Table.Td>{writtenDateTime(token.ModifiedDate, language)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          loading={renew.isPending && renew.variables === token.Id}
                          onClick={() => renew.mutate(token.Id)}
                        >
                          {t('renew')}
                        </Button>
                        <ConfirmButton label={t('delete')} onConfirm={() => remove.mutate(token.Id)} loading={remove.isPending} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PageState>
    </Stack>
  );
}
