import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isConsented, type Contract, type LanguageId } from '@symptoms/domain';
import { consentToContract, contractKeys, getMyContracts, withdrawConsent } from '../../api/contracts';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { writtenDateTime } from '../../ui/relative-date';
import { ContractReads } from './ContractReads';
import { ContractText } from './ContractText';
import { groupContracts } from './group-contracts';

/** Withdrawing: a warning, then the question again (with the offer to anonymise for a Required one). */
type Withdrawal = { contract: Contract; step: 1 | 2 } | null;

function ConsentStatus({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('consents');
  const when = (date: string) => writtenDateTime(date, i18n.language as LanguageId);
  return (
    <Stack gap={2}>
      {contract.ConsentDate ? (
        <Text size="sm">{t('status.approved', { when: when(contract.ConsentDate) })}</Text>
      ) : (
        <Text size="sm">{contract.Consented === false ? t('status.declined') : t('status.notApproved')}</Text>
      )}
      {contract.WithdrawDate && <Text size="sm">{t('status.withdrawn', { when: when(contract.WithdrawDate) })}</Text>}
      {contract.ConsentedVersion !== null && <Text size="sm">{t('status.olderVersion', { version: contract.ConsentedVersion })}</Text>}
    </Stack>
  );
}

/**
 * Consents (`/consents`, spec 2 §2): the user's contracts by group (Symptoms first, then by name),
 * when each was approved or withdrawn; read, approve or withdraw one. Withdrawing a Required one
 * warns, asks again, offers anonymisation and then ends the session.
 */
export default function ConsentsPage() {
  const { t, i18n } = useTranslation('consents');
  const language = i18n.language as LanguageId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<Contract | null>(null);
  const [withdrawal, setWithdrawal] = useState<Withdrawal>(null);
  const [anonymize, setAnonymize] = useState(false);
  const contracts = useQuery({ queryKey: contractKeys.mineIn(language), queryFn: ({ signal }) => getMyContracts(language, signal) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: contractKeys.mine });
  const approve = useMutation({
    mutationFn: (contract: Contract) => consentToContract(contract.Id),
    onSuccess: () => toast.success(t('toast.approved')),
    onError: () => toast.error(t('saveFailed')),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: ({ contract, anonymise }: { contract: Contract; anonymise: boolean }) => withdrawConsent(contract.Id, anonymise),
    onSuccess: (_state, { contract, anonymise }) => {
      toast.success(t('toast.withdrawn'));
      if (!contract.Required) return;
      // Without a Required consent the service cannot be used: anonymise (which asks for the password) or log out.
      void navigate(anonymise ? '/profile#profile-leave' : '/logout', { replace: true });
    },
    onError: () => toast.error(t('saveFailed')),
    onSettled: refresh,
  });

  const startWithdrawal = (contract: Contract) => {
    setAnonymize(false);
    setWithdrawal({ contract, step: 1 });
  };
  const confirmWithdrawal = () => {
    if (!withdrawal) return;
    if (withdrawal.contract.Required && withdrawal.step === 1) return setWithdrawal({ ...withdrawal, step: 2 });
    withdraw.mutate({ contract: withdrawal.contract, anonymise: withdrawal.contract.Required && anonymize });
    setWithdrawal(null);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {contracts.isPending && <Loader aria-label={t('loading')} />}
      {contracts.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {contracts.isSuccess && contracts.data.length === 0 && <Text>{t('empty')}</Text>}
      {groupContracts(contracts.data ?? [], language).map((group) => (
        <Stack key={group.groupId} gap="sm" component="section" aria-labelledby={`consents-group-${group.groupId}`}>
          <Title order={2} size="h3" id={`consents-group-${group.groupId}`}>
            {group.name}
          </Title>
          {group.contracts.map((contract) => (
            <Paper key={contract.Id} withBorder radius={12} p="md" bg="white" component="article" aria-label={contract.Title}>
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={600}>{contract.Title}</Text>
                  {contract.Required && (
                    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                      {t('required')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{contract.Description}</Text>
                <ContractReads contract={contract} group={group.name} />
                <ConsentStatus contract={contract} />
                <Group gap="sm">
                  <Button variant="default" size="sm" onClick={() => setReading(contract)}>
                    {t('actions.read')}
                  </Button>
                  {isConsented(contract) ? (
                    <Button variant="default" size="sm" onClick={() => startWithdrawal(contract)} disabled={withdraw.isPending}>
                      {t('actions.withdraw')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => (contract.RequiredRead ? setReading(contract) : approve.mutate(contract))}
                      loading={approve.isPending && approve.variables?.Id === contract.Id}
                    >
                      {t('actions.approve')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ))}
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.Title}
        scrollToAccept={reading !== null && !isConsented(reading) && reading.RequiredRead}
        {...(reading && !isConsented(reading) ? { onAccept: () => approve.mutate(reading), acceptLabel: t('actions.approve') } : {})}
      >
        {reading && (
          <Stack gap="md">
            <Text size="sm">{reading.Description}</Text>
            <ContractText sections={reading.Sections} />
          </Stack>
        )}
      </Modal>
      <Modal
        opened={withdrawal !== null}
        onClose={() => setWithdrawal(null)}
        title={withdrawal?.step === 2 ? t('withdraw.again') : t('withdraw.title', { title: withdrawal?.contract.Title ?? '' })}
        onAccept={confirmWithdrawal}
        closeOnAccept={false}
        acceptLabel={withdrawal?.contract.Required && withdrawal.step === 1 ? t('withdraw.continue') : t('withdraw.confirm')}
      >
        {withdrawal?.contract.Required ? (
          withdrawal.step === 1 ? (
            <Stack gap="sm">
              <Alert color="red">
                <Text fw={700} size="sm">
                  {t('withdraw.warningTitle')}
                </Text>
                <Text size="sm">{t('withdraw.warningRequired')}</Text>
              </Alert>
              <Text size="sm">{t('withdraw.portal')}</Text>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text size="sm">{t('withdraw.againText')}</Text>
              <Checkbox label={t('withdraw.anonymize')} checked={anonymize} onChange={(e) => setAnonymize(e.currentTarget.checked)} />
            </Stack>
          )
        ) : (
          <Text size="sm">{t('withdraw.optional')}</Text>
        )}
      </Modal>
    </Stack>
  );
}
