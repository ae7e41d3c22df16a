import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InviteCreate, fieldErrors, formatPersonnummerInput, hasCapability, type Invite, type LanguageId } from '@symptoms/domain';
import { listInvites, sendInvites, withdrawInvite } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../app/session-hooks';
import { writtenDateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';

const KEY = ['invites'] as const;
interface Row {
  email: string;
  personnummer: string;
}
const EMPTY_ROW: Row = { email: '', personnummer: '' };

function State({ invite }: { invite: Invite }) {
  const { t, i18n } = useTranslation('invites');
  const language = i18n.language as LanguageId;
  if (invite.Used) return <Badge color="teal">{t('state.used', { date: writtenDateTime(invite.UsedDate!, language) })}</Badge>;
  if (invite.Expired) return <Badge color="gray">{t('state.expired')}</Badge>;
  return <Badge color="blue">{t('state.sent', { date: writtenDateTime(invite.ExpireDate, language) })}</Badge>;
}

/** Invites (spec 2 §2): rows of e-mail and personnummer, a message, send; the sent invites with their state. */
export function InvitesPage() {
  const { t, i18n } = useTranslation('invites');
  const queryClient = useQueryClient();
  const role = useSession()?.token.role ?? 'pat';
  const asStaff = hasCapability(role, { area: 'invites', action: 'write', via: ['group'] });
  const [rows, setRows] = useState<Row[]>([EMPTY_ROW]);
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
      Invites: rows.map((r) => ({ Email: r.email.trim(), Personnummer: r.personnummer.replace(/\D/g, '') || undefined })),
    };
    const parsed = InviteCreate.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, i18n.language as LanguageId));
    setErrors({});
    send.mutate(parsed.data);
  };
  const setRow = (index: number, next: Row) => setRows(rows.map((r, i) => (i === index ? next : r)));

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{asStaff ? t('introStaff') : t('introPatient')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={t('form')}>
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Group key={index} align="flex-start" wrap="nowrap">
              <TextInput
                label={t('email')}
                type="email"
                required
                flex={2}
                value={row.email}
                onChange={(e) => setRow(index, { ...row, email: e.currentTarget.value })}
                error={errors[`Invites.${index}.Email`]?.join(' ')}
              />
              <TextInput
                label={t('personnummer')}
                inputMode="numeric"
                maxLength={13}
                flex={1}
                value={row.personnummer}
                onChange={(e) => setRow(index, { ...row, personnummer: formatPersonnummerInput(e.currentTarget.value) })}
                error={errors[`Invites.${index}.Personnummer`]?.join(' ')}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                disabled={rows.length === 1}
                aria-label={t('removeRow', { n: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="subtle" leftSection={<IconPlus size={18} />} w="fit-content" onClick={() => setRows([...rows, EMPTY_ROW])}>
            {t('addRow')}
          </Button>
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
      {invites.data?.length === 0 && <Text c="dimmed">{t('none')}</Text>}
      {withdraw.error instanceof ApiError && (
        <Alert color="red" role="alert">
          {withdraw.error.message}
        </Alert>
      )}
      {invites.data?.map((invite) => (
        <Card key={invite.Id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{invite.Email}</Text>
              <State invite={invite} />
            </Stack>
            {!invite.Used && (
              <Button variant="light" color="red" size="xs" onClick={() => withdraw.mutate(invite.Id)}>
                {t('withdraw')}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
