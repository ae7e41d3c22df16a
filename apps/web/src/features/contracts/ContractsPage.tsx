import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@symptoms/domain';
import { contractKeys, getAdminContract, getAdminContracts } from '../../api/contracts';
import { writtenDay } from '../../ui/relative-date';
import { ContractEditor } from './ContractEditor';
import { titleIn } from './contract-form';

function ContractList() {
  const { t, i18n } = useTranslation('contracts');
  const contracts = useQuery({ queryKey: contractKeys.admin, queryFn: ({ signal }) => getAdminContracts(signal) });
  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <Button component={Link} to="/admin/contracts/new" leftSection={<IconPlus size={16} />}>
          {t('actions.new')}
        </Button>
      </Group>
      {contracts.isPending && <Loader aria-label={t('loading')} />}
      {contracts.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {contracts.isSuccess && contracts.data.length === 0 && <Text>{t('empty')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {contracts.data?.map((c) => (
          <Paper key={c.Id} component="li" withBorder radius={12} p="md" bg="white">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text component={Link} to={`/admin/contracts/${c.Id}`} fw={600} c="blue.8" td="underline">
                  {titleIn(c, i18n.language)}
                </Text>
                <Text size="sm">
                  {t('list.meta', {
                    group: c.Group.DisplayName,
                    version: c.ContractVersion,
                    when: writtenDay(c.ValidFromDate, i18n.language as LanguageId),
                    count: c.Versions[0]?.ConsentCount ?? 0,
                  })}
                </Text>
              </Stack>
              <Group gap={4} justify="flex-end">
                {c.Required && (
                  <Badge color="gray" variant="light">
                    {t('flags.Required')}
                  </Badge>
                )}
                {!c.Active && (
                  <Badge color="yellow" variant="light">
                    {t('list.inactive')}
                  </Badge>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function ExistingContract({ id }: { id: string }) {
  const { t } = useTranslation('contracts');
  const contract = useQuery({ queryKey: contractKeys.adminOne(id), queryFn: ({ signal }) => getAdminContract(id, signal) });
  if (contract.isPending) return <Loader aria-label={t('loading')} />;
  if (contract.isError)
    return (
      <Stack>
        <Title order={1}>{t('title')}</Title>
        <Alert color="red" role="alert">
          {t('notFound')}
        </Alert>
      </Stack>
    );
  return <ContractEditor key={`${contract.data.Id}:${contract.data.Version}`} contract={contract.data} />;
}

/** The admin's contracts (`/admin/contracts/{contractId?}`, spec 3 §2): the list, a new one, or one to edit. */
export default function ContractsPage() {
  const { contractId } = useParams();
  if (!contractId) return <ContractList />;
  if (contractId === 'new') return <ContractEditor contract={null} />;
  return <ExistingContract id={contractId} />;
}
