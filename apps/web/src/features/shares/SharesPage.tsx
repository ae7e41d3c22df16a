import { useEffect, useState } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Share } from '@symptoms/domain';
import { acceptShare, getShares, removeShare, setShareEnabled, sharesKeys } from '../../api/shares';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { ShareForm, type Recipient } from './ShareForm';
import { RequestList, ShareList } from './ShareLists';

type Confirm = { kind: 'accept' | 'remove'; share: Share } | null;

/** Shares (`/shares`, spec 2 §2): make one, answer clinicians' requests, turn shares on and off, remove them. */
export default function SharesPage() {
  const { t } = useTranslation('shares');
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<Confirm>(null);
  // The share the patient tried to make again, or the whole list when which one cannot be told.
  const [shown, setShown] = useState<{ id: string | null } | null>(null);
  const shares = useQuery({ queryKey: sharesKeys.all, queryFn: ({ signal }) => getShares(signal) });
  const requests = (shares.data ?? []).filter((s) => s.AcceptedDate === null);
  const accepted = (shares.data ?? []).filter((s) => s.AcceptedDate !== null);

  const change = useMutation({
    mutationFn: async ({ action, share, on }: { action: 'accept' | 'remove' | 'toggle'; share: Share; on?: boolean }) => {
      if (action === 'accept') await acceptShare(share.ShareId);
      else if (action === 'remove') await removeShare(share.ShareId);
      else await setShareEnabled(share.ShareId, on === true);
      return action;
    },
    onSuccess: (action) => toast.success(t(`toast.${action}`)),
    // Spec 2 §8: share and removal failures are not shown; the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKeys.all }),
  });
  const busy = change.isPending;

  // A unit's share is known by the id typed; a clinician's share shows neither personnummer nor
  // e-mail, so then the list is shown instead.
  const showExisting = async ({ kind, value }: Recipient) => {
    const fresh = await shares.refetch();
    const match = kind === 'unit' ? fresh.data?.find((s) => s.ShareWithUnit === value) : undefined;
    setShown({ id: match?.ShareId ?? null });
  };
  useEffect(() => {
    if (!shown) return;
    const target = document.getElementById(shown.id ? `share-${shown.id}` : 'my-shares');
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
  }, [shown]);
  const highlighted = shown?.id ?? null;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {shares.isPending && <Loader aria-label={t('loading')} />}
      {shares.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {requests.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="share-requests">
          <Title order={2} id="share-requests" size="h3">
            {t('requestsTitle')}
          </Title>
          <RequestList
            requests={requests}
            highlighted={highlighted}
            busy={busy}
            onAccept={(share) => setConfirm({ kind: 'accept', share })}
            onDecline={(share) => change.mutate({ action: 'remove', share })}
          />
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="my-shares">
        <Title order={2} id="my-shares" size="h3" tabIndex={-1}>
          {t('sharesTitle')}
        </Title>
        {shares.isSuccess && accepted.length === 0 && <Text>{t('empty')}</Text>}
        <ShareList
          shares={accepted}
          highlighted={highlighted}
          busy={busy}
          onToggle={(share, on) => change.mutate({ action: 'toggle', share, on })}
          onRemove={(share) => setConfirm({ kind: 'remove', share })}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="new-share">
        <Title order={2} id="new-share" size="h3">
          {t('newTitle')}
        </Title>
        <ShareForm onShowExisting={(recipient) => void showExisting(recipient)} />
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? t(`confirm.${confirm.kind}.title`) : undefined}
        acceptLabel={confirm ? t(`confirm.${confirm.kind}.accept`) : undefined}
        onAccept={() => {
          if (confirm) change.mutate({ action: confirm.kind, share: confirm.share });
        }}
      >
        <Text>
          {confirm
            ? t(`confirm.${confirm.kind}.text`, {
                name: confirm.share.RequestedBy ?? confirm.share.ShareWithUserFullName ?? confirm.share.ShareWithUnit ?? '',
              })
            : null}
        </Text>
      </Modal>
    </Stack>
  );
}
