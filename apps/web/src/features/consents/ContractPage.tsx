import { useState } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@symptoms/domain';
import { refreshSession } from '../../api/client';
import { consentToContract, contractKeys, getUnconsentedContracts } from '../../api/contracts';
import { ApiError } from '../../api/errors';
import { scrolledToEnd } from '../../ui/Modal';
import { safeRedirect } from '../auth/redirect';
import { ContractText } from './ContractText';

/**
 * One contract to accept (`/contract`, spec 2 §2): the one `?id=` names (a ContractId), else the
 * first still to answer. A required-read one is accepted after its text is scrolled to the end;
 * afterwards the token is renewed and the user goes to the redirect target or start.
 */
export default function ContractPage() {
  const { t, i18n } = useTranslation('consents');
  const language = i18n.language as LanguageId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect')) ?? '/welcome';
  const [readId, setReadId] = useState<string | null>(null);
  const contracts = useQuery({
    queryKey: contractKeys.unconsented(language),
    queryFn: ({ signal }) => getUnconsentedContracts(language, signal),
  });
  const wanted = params.get('id');
  const contract = contracts.data?.find((c) => c.ContractId === wanted) ?? contracts.data?.[0];
  const read = !contract?.RequiredRead || readId === contract.Id;

  const accept = useMutation({
    mutationFn: async (id: string) => {
      await consentToContract(id);
      await refreshSession();
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.mine });
      void navigate(target, { replace: true });
    },
  });
  const check = (element: HTMLElement | null) => {
    if (contract && element && element.clientHeight > 0 && scrolledToEnd(element)) setReadId(contract.Id);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{contract?.Title ?? t('contract.title')}</Title>
      {contracts.isPending && <Loader aria-label={t('loading')} />}
      {contracts.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {contracts.isSuccess && !contract && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('contract.nothing')}</Text>
          <Button onClick={() => void navigate(target, { replace: true })}>{t('contract.continue')}</Button>
        </Stack>
      )}
      {contract && (
        <>
          <Text>{contract.Description}</Text>
          <Text size="sm" c="dimmed">
            {contract.Group.DisplayName}
          </Text>
          <Box
            ref={check}
            tabIndex={0}
            role="region"
            aria-label={contract.Title}
            data-testid="contract-page-text"
            onScroll={(event) => check(event.currentTarget)}
            style={{ maxHeight: '50vh', overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
            p="md"
            bg="white"
          >
            <ContractText sections={contract.Sections} headingOrder={3} />
          </Box>
          {!read && <Text size="sm">{t('tos.readFirst')}</Text>}
          {accept.isError && (
            <Alert color="red" role="alert">
              {accept.error instanceof ApiError ? accept.error.message : t('saveFailed')}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => void navigate(contract.Required ? '/logout' : target)}>
              {contract.Required ? t('tos.cancel') : t('contract.later')}
            </Button>
            <Button onClick={() => accept.mutate(contract.Id)} disabled={!read} loading={accept.isPending}>
              {t('contract.accept')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
