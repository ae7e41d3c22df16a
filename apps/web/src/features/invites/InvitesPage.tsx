import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InviteCreate, fieldErrors, hasCapability, type LanguageId } from '@symptoms/domain';
import { listInvites, sendInvites, withdrawInvite } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../app/session-hooks';
import { PageState } from '../../ui/PageState';
import { toast } from '../../ui/toast';
import { EMPTY_ROW, InviteCard, InviteRows, rowsForApi, type InviteRow } from './InviteRows';

const KEY = ['invites'] as const;

/** Invites (spec 2 §2): rows of e-mail and personnummer, a message, send; the sent invites with their state. */
export function InvitesPage() {
  const { t, i18n } = useTranslation('invites');
  const queryClient = useQueryClient();
  const role = useSession()?.token.role ?? 'pat';
  const asStaff = hasCapability(role, { area: 'invites', action: 'write', via: ['group'] });
  const [rows, setRows] = useState<InviteRow[]>([EMPTY_ROW]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const invites = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listInvites(signal) });
  const send = useMutation({
    mutationFn: (body: InviteCreate) => sendInvites(body, asStaff),
    onSuccess: async (made) => {
      toast.success(t('sent', { count: made.length }));
      setRows([EMPTY_ROW]);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => setErrors(error instanceof ApiError ? error.errors : {}),
  });
  const withdraw = useMutation({ mutationFn: withdrawInvite, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      Description: description,
      Invites: rowsForApi(rows),
    };
    const parsed = InviteCreate.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, i18n.language as LanguageId));
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{asStaff ? t('introStaff') : t('introPatient')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={t('form')}>
        <Stack gap="sm">
          <InviteRows rows={rows} onChange={setRows} errors={errors} />
          <Textarea
            label={t('message')}
            description={t('messageHint')}
            required
            rows={3}
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.Description?.join(' ')}
          />
          <Button type="submit" loading={send.isPending} w="fit-content">
            {t('send')}
          </Button>
        </Stack>
      </form>
      <Title order={2} size="h3">
        {t('list')}
      </Title>
      {withdraw.error instanceof ApiError && (
        <Alert color="red" role="alert">
          {withdraw.error.message}
        </Alert>
      )}
      <PageState query={invites} loading={t('loading')} failed={t('loadFailed')} empty={<Text c="dimmed">{t('none')}</Text>}>
        {(list) =>
          list.map((invite) => (
            <InviteCard key={invite.Id} invite={invite} withdrawLabel={t('withdraw')} onWithdraw={() => withdraw.mutate(invite.Id)} />
          ))
        }
      </PageState>
    </Stack>
  );
}
