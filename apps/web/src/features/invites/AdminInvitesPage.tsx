import { useState, type FormEvent } from 'react';
import { Badge, Button, NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE_LIST, AdminInviteCreate, ROLE_NAMES, fieldErrors, isRoleId, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { listAdminInvites, listAssignableGroups, sendAdminInvites, usersKeys, withdrawAdminInvite } from '../../api/users';
import { PageState } from '../../ui/PageState';
import { toast } from '../../ui/toast';
import { EMPTY_ROW, InviteCard, InviteRows, rowsForApi, type InviteRow } from './InviteRows';

/**
 * The admin's invites (`/admin/invites`, spec 3 §2): staff invited with a role to a group the admin
 * administers (the server answers those groups), by e-mail and personnummer rows; those groups'
 * invites with their state.
 */
export default function AdminInvitesPage() {
  const { t, i18n } = useTranslation('invites');
  const language = i18n.language as LanguageId;
  const names = ROLE_NAMES[language];
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: usersKeys.groups, queryFn: ({ signal }) => listAssignableGroups(signal) });
  const invites = useQuery({ queryKey: usersKeys.invites, queryFn: ({ signal }) => listAdminInvites(signal) });
  const [groupId, setGroupId] = useState('');
  const [roleId, setRoleId] = useState('phys');
  const [rows, setRows] = useState<InviteRow[]>([EMPTY_ROW]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const group = groupId || groups.data?.[0]?.Id || '';
  const groupName = (id: string) => groups.data?.find((g) => g.Id === id)?.Name ?? id;

  const send = useMutation({
    mutationFn: sendAdminInvites,
    onSuccess: async (made) => {
      toast.success(t('sent', { count: made.length }));
      setRows([EMPTY_ROW]);
      await queryClient.invalidateQueries({ queryKey: usersKeys.invites });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const withdraw = useMutation({
    mutationFn: withdrawAdminInvite,
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.invites }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminInviteCreate.safeParse({ GroupId: group, RoleId: roleId, Description: description, Invites: rowsForApi(rows) });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, language));
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={t('form')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t('admin.group')}
              data={(groups.data ?? []).map((g) => ({ value: g.Id, label: g.Name }))}
              value={group}
              onChange={(e) => setGroupId(e.currentTarget.value)}
              error={errors.GroupId?.join(' ')}
            />
            <NativeSelect
              label={t('admin.role')}
              data={ADMIN_ROLE_LIST.map((r) => ({ value: r, label: names[r] }))}
              value={roleId}
              onChange={(e) => setRoleId(e.currentTarget.value)}
            />
          </SimpleGrid>
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
      <PageState query={invites} loading={t('loading')} failed={t('loadFailed')} empty={<Text>{t('none')}</Text>}>
        {(list) =>
          list.map((invite) => (
            <InviteCard
              key={invite.Id}
              invite={invite}
              withdrawLabel={invite.Expired ? t('admin.remove') : t('withdraw')}
              onWithdraw={() => withdraw.mutate(invite.Id)}
            >
              {invite.Roles.filter(isRoleId).map((r) => (
                <Badge key={r} variant="light" tt="none">
                  {t('admin.membership', { role: names[r], group: groupName(invite.GroupId) })}
                </Badge>
              ))}
            </InviteCard>
          ))
        }
      </PageState>
    </Stack>
  );
}
