import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminKeys, deleteGroup, getGroup } from '../../api/admin';
import { mayDo } from '../../app/module-flags';
import { useActing } from '../../app/session-hooks';
import { DeleteAndLeave } from '../../ui/DeleteAndLeave';
import { GroupForm } from './GroupForm';
import { GROUPS_WRITE, NEW_GROUP } from './group-form';

/** `/admin/groups/{groupId}` (and `/admin/groups/ny` for a new one): every field of a group. */
export function GroupPage() {
  const { t } = useTranslation('groups');
  const { groupId = NEW_GROUP } = useParams();
  const creating = groupId === NEW_GROUP;
  const acting = useActing();
  const mayWrite = !!acting && mayDo(acting, GROUPS_WRITE);
  const group = useQuery({
    queryKey: [...adminKeys.groups, 'one', groupId],
    queryFn: ({ signal }) => getGroup(groupId, signal),
    enabled: !creating,
  });
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/admin/groups" size="sm">
        {t('back')}
      </Anchor>
      <Title order={1}>{creating ? t('create') : (group.data?.DisplayName ?? t('editTitle'))}</Title>
      {!creating && group.isPending && <Loader aria-label={t('loading')} />}
      {!creating && group.isError && (
        <Alert color="red" role="alert">
          {group.error.message}
        </Alert>
      )}
      {!mayWrite && <Text>{t('readOnly')}</Text>}
      {creating && mayWrite && <GroupForm group={null} />}
      {!creating && group.data && <GroupForm key={group.data.Version} group={group.data} readOnly={!mayWrite} />}
      {!creating && group.data && mayWrite && group.data.Id !== group.data.OrganizationId && (
        <DeleteAndLeave
          label={t('delete')}
          question={t('deleteQuestion', { name: group.data.DisplayName })}
          done={t('deleted')}
          remove={() => deleteGroup(groupId)}
          listKey={adminKeys.groups}
          listPath="/admin/groups"
        />
      )}
    </Stack>
  );
}
