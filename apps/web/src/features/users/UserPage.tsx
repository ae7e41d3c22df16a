import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminMembership, AdminUser } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { getUser, listAssignableGroups, updateRoles, updateUser, usersKeys } from '../../api/users';
import { PageState } from '../../ui/PageState';
import { toast } from '../../ui/toast';
import { AccountFacts, DetailsForm } from './AccountDetails';
import { RolesEditor } from './RolesEditor';
import { UserActions } from './UserActions';

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
              <DetailsForm
                key={`${u.Id}:${u.Version}`}
                user={u}
                save={(body) => updateUser(u.Id, body)}
                refresh={usersKeys.one(u.Id)}
                onSaved={(saved) => void refreshed(saved)}
              />
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
