import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminKeys, getGroups } from '../../api/admin';
import { mayDo } from '../../app/module-flags';
import { useActing } from '../../app/session-hooks';
import { PagedList } from '../../ui/PagedList';
import { GROUPS_WRITE, NEW_GROUP } from './group-form';

/** `/admin/groups`: the groups the admin administers (the organization's for its admin), searched and paged on the server. */
export function GroupsPage() {
  const { t } = useTranslation('groups');
  const acting = useActing();
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {acting && mayDo(acting, GROUPS_WRITE) && (
          <Button component={Link} to={`/admin/groups/${NEW_GROUP}`} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('create')}
          </Button>
        )}
      </Group>
      <PagedList queryKey={adminKeys.groups} fetchPage={getGroups} searchLabel={t('search')}>
        {(items) => (
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.Name')}</Table.Th>
                  <Table.Th>{t('fields.UrlSlug')}</Table.Th>
                  <Table.Th ta="right">{t('members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((group) => (
                  <Table.Tr key={group.Id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/groups/${encodeURIComponent(group.Id)}`}>
                        {group.Name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{group.UrlSlug ? `/${group.UrlSlug}` : '–'}</Table.Td>
                    <Table.Td ta="right" className="tabular">
                      {group.MemberCount}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}
