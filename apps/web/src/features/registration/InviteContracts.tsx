import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@symptoms/domain';
import { getInviteContracts } from '../../api/contracts';
import { ContractReads } from '../consents/ContractReads';
import { ContractText } from '../consents/ContractText';

/**
 * What registering will ask the person to approve, readable before they register (the terms screen
 * asks for the answers after the first login): each contract's title, whether it is required, what
 * it lets the group see, and its whole text folded.
 */
export function InviteContracts({ inviteKey }: { inviteKey: string }) {
  const { t, i18n } = useTranslation('registration');
  const language = i18n.language as LanguageId;
  const contracts = useQuery({
    queryKey: ['invite', inviteKey, 'contracts', language],
    queryFn: ({ signal }) => getInviteContracts(inviteKey, language, signal),
    retry: false,
  });
  if (!contracts.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="invite-contracts">
      <Title order={2} size="h4" id="invite-contracts">
        {t('contracts.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('contracts.intro')}
      </Text>
      {contracts.data.map((contract) => (
        <details key={contract.ContractId} className="invite-contract">
          <summary>
            <Group gap="xs" component="span" display="inline-flex">
              <Text component="span" fw={600}>
                {contract.Title}
              </Text>
              <Badge variant="light" color={contract.Required ? 'teal' : 'gray'} component="span" style={{ flexShrink: 0 }}>
                {contract.Required ? t('contracts.required') : t('contracts.optional')}
              </Badge>
            </Group>
          </summary>
          <Stack gap="xs" mt="xs">
            {contract.Description && <Text size="sm">{contract.Description}</Text>}
            <ContractReads contract={contract} group={contract.Group.DisplayName} />
            <ContractText sections={contract.Sections} headingOrder={4} />
          </Stack>
        </details>
      ))}
    </Stack>
  );
}
