import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, NativeSelect, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminUserUpdate, ErrorCode, fieldErrors, type AdminMembership, type AdminUser, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { getUser, listAssignableGroups, updateRoles, updateUser, usersKeys } from '../../api/users';
import { PageState } from '../../ui/PageState';
import { writtenDateTime } from '../../ui/relative-date';
import { toast } from '../../ui/toast';
import { RolesEditor } from './RolesEditor';
import { UserActions } from './UserActions';

function AccountFacts({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('users');
  const language = i18n.language as LanguageId;
  const rows: [string, string][] = [
    [t('detail.email'), user.Email],
    [t('detail.personnummer'), user.Personnummer],
    [t('detail.twoFactor'), user.TwoFactorEnabled ? t('detail.twoFactorOn') : t('detail.twoFactorOff')],
    [t('detail.lastActivity'), user.LastActivity ? writtenDateTime(user.LastActivity, language) : t('detail.never')],
    [t('detail.created'), writtenDateTime(user.CreatedDate, language)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 140, sm: 220 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DetailsForm({ user, onSaved }: { user: AdminUser; onSaved: (user: AdminUser) => void }) {
  const { t, i18n } = useTranslation('users');
  const queryClient = useQueryClient();
  const initial = { FirstName: user.FirstName, LastName: user.LastName, PhoneNumber: user.PhoneNumber ?? '', LanguageId: user.LanguageId };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: (body: AdminUserUpdate) => updateUser(user.Id, body),
    onSuccess: (saved) => {
      toast.success(t('detail.saved'));
      onSaved(saved);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(t('detail.conflict'));
        await queryClient.invalidateQueries({ queryKey: usersKeys.one(user.Id) });
      } else if (error instanceof ApiError && Object.keys(error.errors).length) setErrors(error.errors);
      else toast.error(error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminUserUpdate.safeParse({ ...form, Version: user.Version });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, i18n.language as LanguageId));
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: keyof typeof initial) => ({
    value: form[name],
    error: errors[name]?.join(' '),
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('detail.details')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('create.firstName')} required maxLength={32} {...field('FirstName')} />
          <TextInput label={t('create.lastName')} required maxLength={32} {...field('LastName')} />
          <TextInput label={t('create.phone')} type="tel" maxLength={32} {...field('PhoneNumber')} />
          <NativeSelect
            label={t('create.language')}
            data={(['sv', 'en'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            {...field('LanguageId')}
          />
        </SimpleGrid>
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {t('detail.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** One user of the organization (`/admin/users/{userId}`): the account, its details, its roles and the actions. */
export default function UserPage() {
  const { t } = useTranslation('users');
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: usersKeys.one(userId), queryFn: ({ signal }) => getUser(userId, signal) });
  const groups = useQuery({ queryKey: usersKeys.groups, queryFn: ({ signal }) => listAssignableGroups(signal) });
  const refreshed = async (saved?: AdminUser) => {
    if (saved) queryClient.setQueryData(usersKeys.one(userId), saved);
    await queryClient.invalidateQueries({ queryKey: usersKeys.all, refetchType: saved ? 'none' : 'active' });
  };
  const roles = useMutation({
    mutationFn: (memberships: AdminMembership[]) => updateRoles(userId, { Memberships: memberships, Version: user.data!.Version }),
    onSuccess: async (saved) => {
      toast.success(t('roles.updated'));
      await refreshed(saved);
    },
    onError: async (error) => {
      toast.error(error.message);
      await refreshed();
    },
  });

  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to="/admin/users" size="sm">
        {t('detail.back')}
      </Anchor>
      <PageState
        query={user}
        loading={t('detail.loading')}
        failed={user.error instanceof ApiError && user.error.status < 500 ? user.error.message : t('detail.loadFailed')}
      >
        {(u) => (
          <>
            <Title order={1}>
              {u.FirstName} {u.LastName}
            </Title>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('detail.account')}
              </Title>
              <AccountFacts user={u} />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('detail.details')}
              </Title>
              <DetailsForm key={`${u.Id}:${u.Version}`} user={u} onSaved={(saved) => void refreshed(saved)} />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('roles.title')}
              </Title>
              <RolesEditor
                key={`${u.Id}:${u.Version}`}
                user={u}
                groups={groups.data ?? []}
                saving={roles.isPending}
                onSave={(memberships) => roles.mutate(memberships)}
              />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t('actions.title')}
              </Title>
              <UserActions
                user={u}
                onDone={(action) => {
                  if (action === 'remove' || action === 'delete') {
                    queryClient.removeQueries({ queryKey: usersKeys.one(userId) });
                    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
                    void navigate('/admin/users');
                  } else void refreshed();
                }}
              />
            </Card>
          </>
        )}
      </PageState>
    </Stack>
  );
}
