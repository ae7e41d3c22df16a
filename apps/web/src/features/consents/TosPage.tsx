import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, type Contract, type LanguageId } from '@symptoms/domain';
import { refreshSession } from '../../api/client';
import { answerContracts, contractKeys, getUnconsentedContracts } from '../../api/contracts';
import { ApiError } from '../../api/errors';
import { safeRedirect } from '../auth/redirect';
import { ContractReader } from './ContractReader';
import { ContractReads } from './ContractReads';
import { groupContracts } from './group-contracts';

/** Every Required contract accepted (and read, where it must be): the terms screen's Next (spec 2 §5). */
function canGoOn(contracts: readonly Contract[], accepted: ReadonlySet<string>): boolean {
  return contracts.every((c) => !c.Required || accepted.has(c.Id));
}

/**
 * The terms (`/tos`, spec 2 §2): the contracts still to answer, by group, each with its checkbox; a
 * required-read one is ticked only after its text is scrolled to the end. Next answers them all
 * (optional ones left unticked are declined), renews the token and goes on to the figure choice;
 * Cancel logs out.
 */
export default function TosPage() {
  const { t, i18n } = useTranslation('consents');
  const language = i18n.language as LanguageId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const contracts = useQuery({
    queryKey: contractKeys.unconsented(language),
    queryFn: ({ signal }) => getUnconsentedContracts(language, signal),
  });
  const list = contracts.data ?? [];

  const goOn = useMutation({
    mutationFn: async () => {
      if (list.length > 0) await answerContracts(list.map((c) => ({ ContractLanguageVersionId: c.Id, Consented: accepted.has(c.Id) })));
      return refreshSession();
    },
    onSuccess: async (session) => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.mine });
      const target = redirect && !/^\/(tos|contract)(\/|\?|$)/.test(redirect) ? redirect : landingPath(session.token.role);
      // A patient chooses the figure next (spec 2 §2); staff go straight on.
      const next = session.token.pid && session.token.role === 'pat' ? `/choosemannequin?redirect=${encodeURIComponent(target)}` : target;
      void navigate(next, { replace: true });
    },
  });

  const toggle = (id: string, on: boolean) =>
    setAccepted((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const markRead = (id: string) => setRead((now) => (now.has(id) ? now : new Set(now).add(id)));

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('tos.title')}</Title>
        <Text c="dimmed">{t('tos.intro')}</Text>
      </Stack>
      {contracts.isPending && <Loader aria-label={t('loading')} />}
      {contracts.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {contracts.isSuccess && list.length === 0 && <Text>{t('tos.nothing')}</Text>}
      {groupContracts(list, language).map((group) => (
        <Stack key={group.groupId} gap="sm" component="section" aria-labelledby={`tos-group-${group.groupId}`}>
          <Title order={2} size="h3" id={`tos-group-${group.groupId}`}>
            {group.name}
          </Title>
          {group.contracts.map((contract) => {
            const mustRead = contract.RequiredRead && !read.has(contract.Id);
            return (
              <Paper key={contract.Id} withBorder radius={12} p="md" bg="white">
                <Stack gap="xs">
                  <Text fw={600}>{contract.Title}</Text>
                  <Text size="sm">{contract.Description}</Text>
                  <ContractReads contract={contract} group={group.name} />
                  {contract.ConsentedVersion !== null && <Text size="sm">{t('tos.newVersion')}</Text>}
                  <ContractReader contract={contract} onRead={() => markRead(contract.Id)} />
                  <Checkbox
                    label={t(contract.Required ? 'tos.acceptRequired' : 'tos.acceptOptional', { title: contract.Title })}
                    checked={accepted.has(contract.Id)}
                    disabled={mustRead}
                    description={mustRead ? t('tos.readFirst') : undefined}
                    onChange={(event) => toggle(contract.Id, event.currentTarget.checked)}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ))}
      {goOn.isError && (
        <Alert color="red" role="alert">
          {goOn.error instanceof ApiError ? goOn.error.message : t('saveFailed')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => void navigate('/logout')}>
          {t('tos.cancel')}
        </Button>
        <Button onClick={() => goOn.mutate()} loading={goOn.isPending} disabled={!contracts.isSuccess || !canGoOn(list, accepted)}>
          {t('tos.next')}
        </Button>
      </Group>
    </Stack>
  );
}
